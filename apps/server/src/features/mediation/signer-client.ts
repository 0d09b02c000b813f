// Where a party read or signed from, as an agreement's audit trail keeps it: the address and the browser.
import type { FastifyRequest } from 'fastify';

export const signerClient = (req: FastifyRequest) => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent']?.slice(0, 400) ?? null,
});
