// Graceful drain: when the server closes, every WebSocket is told "service restart" (1012) so its client reconnects,
// through the load balancer, to a node that stays up. Replaces @fastify/websocket's default, which closes with no
// code. Waits for the clients' replies up to DRAIN_WAIT_MS, so the close frames go out before the process ends.
import type { FastifyInstance } from 'fastify';

export const SERVICE_RESTART = 1012;
const DRAIN_WAIT_MS = 2_000;

export function closeSocketsForRestart(this: FastifyInstance, done: () => void) {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(SERVICE_RESTART, 'server restarting');
  const deadline = Date.now() + DRAIN_WAIT_MS;
  const wait = () => {
    if (server.clients.size === 0 || Date.now() >= deadline) {
      server.close();
      done();
      return;
    }
    setTimeout(wait, 20).unref();
  };
  wait();
}
