import { LIMITS } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { nestsDeeperThan } from '../core/http/json-depth.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * The spec's client sends `Content-Type: application/json` on every call, also on POSTs with nothing to say (log-out).
 * Fastify refuses such an empty body; we read it as `{}`, so bodiless calls work and routes with a body schema answer
 * with their usual field errors. A body nesting deeper than LIMITS.jsonDepthMax is refused before it is parsed (deep
 * nesting overflows the stack of whatever walks the value later). Anything else goes to Fastify's own parser (with its
 * prototype-poisoning guard).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, {});
    if (nestsDeeperThan(body as string, LIMITS.jsonDepthMax)) return done(AppError.badRequest('jsonTooDeep', 'body'));
    parseJson(req, body as string, done);
  });
}
