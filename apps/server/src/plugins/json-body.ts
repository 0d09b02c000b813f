import type { FastifyInstance } from 'fastify';

/**
 * The spec's client sends `Content-Type: application/json` on every call, also on POSTs with nothing to say (log-out).
 * Fastify refuses such an empty body; we read it as `{}`, so bodiless calls work and routes with a body schema answer
 * with their usual field errors. Anything else goes to Fastify's own parser (with its prototype-poisoning guard).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, {});
    parseJson(req, body as string, done);
  });
}
