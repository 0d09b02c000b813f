// A request body must keep arriving: one that pauses longer than `idleMs` between bytes, or (outside uploads) takes
// longer than `wholeMs` in all, is answered 408 and its connection closed. Without this a client holding a connection
// open with a byte every few seconds kept it for minutes. The whole request (uploads too) is also bounded by Node's
// requestTimeout; headers by its headersTimeout.
import { Socket } from 'node:net';
import { MESSAGES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';

export interface BodyTimeouts {
  /** The longest pause between two bytes of a body. */
  idleMs: number;
  /** The longest a body other than an upload (multipart) may take in all. */
  wholeMs: number;
}

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const isUpload = (req: FastifyRequest) => /^multipart\//i.test(req.headers['content-type'] ?? '');

/** Answers 408 in the envelope and closes the connection, whatever the request's handling was waiting for. */
function refuseSlowBody(req: FastifyRequest, socket: Socket) {
  const msg = MESSAGES.requestTimedOut[requestLanguage(req)];
  const body = JSON.stringify({ code: 408, msg, data: null });
  req.log.info({ remoteAddress: socket.remoteAddress }, 'request body too slow: connection closed');
  if (!socket.writable) return socket.destroy();
  socket.end(
    `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * Watches each body as it arrives. The progress is read from the socket's byte count, so the body stream is left to
 * its parser untouched (no listener switches it to flowing mode), and Node's own socket timeouts are left alone.
 */
export function dropSlowBodies(app: FastifyInstance, { idleMs, wholeMs }: BodyTimeouts) {
  const tick = Math.max(50, Math.floor(Math.min(idleMs, wholeMs) / 4));
  app.addHook('onRequest', (req, _reply, done) => {
    const socket = req.raw.socket;
    // Only a real connection (app.inject's requests arrive whole, on no socket).
    if (!hasBody(req) || req.raw.complete || !(socket instanceof Socket)) return done();
    const started = Date.now();
    const deadline = isUpload(req) ? Number.POSITIVE_INFINITY : started + wholeMs;
    let lastBytes = socket.bytesRead;
    let lastProgress = started;
    const watch = setInterval(() => {
      if (req.raw.complete || socket.destroyed) return clearInterval(watch);
      const now = Date.now();
      if (socket.bytesRead !== lastBytes) {
        lastBytes = socket.bytesRead;
        lastProgress = now;
      }
      if (now - lastProgress < idleMs && now < deadline) return;
      clearInterval(watch);
      refuseSlowBody(req, socket);
    }, tick).unref();
    done();
  });
}
