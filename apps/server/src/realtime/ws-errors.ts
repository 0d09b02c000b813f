// What a WebSocket's errors say about the server. A frame over the size limit, a bad opcode or an invalid UTF-8
// text is the client breaking the protocol: `ws` closes the socket itself, and it is worth a warning, once per
// socket, not an error that pages someone. Anything else is ours and is logged as an error.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** `ws` names each protocol violation with a `WS_ERR_…` code (RangeError or Error). */
const isClientViolation = (error: Error & { code?: unknown }) =>
  typeof error.code === 'string' && error.code.startsWith('WS_ERR_');

const warned = new WeakSet<WebSocket>();

export function onWebSocketError(error: Error, socket: WebSocket, request: FastifyRequest) {
  if (isClientViolation(error)) {
    if (!warned.has(socket)) {
      warned.add(socket);
      request.log.warn(
        { code: (error as { code?: string }).code, msg: error.message },
        'websocket client broke the protocol',
      );
    }
    // `ws` has already sent its close frame (1009, 1002, 1007) and drops the socket after a grace period;
    // terminating here could destroy the socket before that frame is written, leaving the client without a reason.
    return;
  }
  request.log.error({ err: error }, 'websocket failed');
  socket.terminate();
}
