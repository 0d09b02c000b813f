// An endpoint whose contract declares no body takes none: the spec's client sends nothing (read as `{}`), and anything
// else is a caller's mistake or a probe, refused before it reaches a handler or the request's fingerprint.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** A preValidation hook for routes without a body schema: a body other than nothing or `{}` is a 400. */
export async function refuseUnexpectedBody(req: FastifyRequest) {
  if (req.body !== undefined && req.body !== null && !isEmptyObject(req.body)) {
    throw AppError.badRequest('bodyNotExpected', 'body');
  }
}
