// At most `perAddress` open connections from one address: more are closed as they arrive, before any HTTP is read.
// Where the platform answers clients directly this stops one address from holding every socket; behind a proxy or
// load balancer all clients share its address, so MAX_CONNECTIONS_PER_IP must be generous there (the default, 256, is).
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function capConnectionsPerAddress(app: FastifyInstance, perAddress: number) {
  const open = new Map<string, number>();
  // Warned once while an address stays at its cap, so a flood of refused connections does not flood the log.
  const warned = new Set<string>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      if (!warned.has(address))
        app.log.warn({ remoteAddress: address, open: count }, 'connections over the cap: closed');
      warned.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      warned.delete(address);
    });
  });
}
