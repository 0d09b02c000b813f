// One mapping from every error to the spec's envelope `{ code, msg, data }`; 5xx never leak internals.
import { CODES, type FieldError, formatMessage, MESSAGES, translateMessage } from '@platform/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/language.ts';

const known = new Set<string>(Object.values(MESSAGES).map((m) => m.en));

function fieldErrors(err: FastifyError): FieldError[] {
  return (err.validation ?? []).map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? '',
  }));
}

/**
 * The envelope's msg for a validation failure: the first field error, named by its field unless the message is one of
 * ours, which already says which field it is about. Field errors themselves stay bare: forms show them beside the field.
 */
function validationMessage(first: FieldError | undefined, t: (text: string) => string): string {
  if (!first) return t(MESSAGES.invalidInput.en);
  return known.has(first.message) || !first.field ? t(first.message) : `${first.field}: ${t(first.message)}`;
}

export function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  const language = requestLanguage(req);
  const t = (text: string) => translateMessage(text, language);

  if (error instanceof AppError) {
    const msg = formatMessage(t(error.message), error.params);
    const data = Array.isArray(error.data)
      ? (error.data as FieldError[]).map((f) => ({ ...f, message: formatMessage(t(f.message), error.params) }))
      : error.data;
    const retryAfter = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    // Clients and proxies read the wait from the standard header, not from our envelope.
    if (typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
    return reply.code(error.code).send({ code: error.code, msg, data });
  }

  const err = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = fieldErrors(err);
    const msg = validationMessage(fields[0], t);
    return reply.code(400).send({ code: 400, msg, data: fields.map((f) => ({ ...f, message: t(f.message) })) });
  }
  // Only an uploaded file gets the upload limit's message; an oversized JSON body is a plain 413 below.
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
    // The configured figure itself: rounding would turn a limit under 1 MB into "0M".
    const msg = formatMessage(t(MESSAGES.fileTooLarge.en), { size: req.server.config.UPLOAD_MAX_MB });
    return reply.code(413).send({ code: 413, msg, data: [{ field: 'file', message: msg }] });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type) say nothing internal.
    return reply.code(status).send({ code: status, msg: err.message, data: null });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(CODES.internal).send({ code: CODES.internal, msg: t(MESSAGES.internalError.en), data: null });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => sendError(req, reply, error));
}
