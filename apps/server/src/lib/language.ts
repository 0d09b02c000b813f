import type { Language } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';

/** The language of a request, from the client's `Accept-Language` header: Chinese when it asks for it, otherwise English. */
export function requestLanguage(req: FastifyRequest): Language {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^zh\b/i.test(header.trim()) ? 'zh' : 'en';
}
