import { sessionSocket } from '@platform/ui';
import { useSession } from '../session.ts';

type ConnectionListener = (ws: WebSocket) => void;
const connectionListeners = new Set<ConnectionListener>();
let latest: WebSocket | null = null;

/** The trade app's one live connection: quotes, trading and inbox news, catalogues. */
export const marketSocket = sessionSocket(useSession, {
  createSocket(url) {
    const ws = new WebSocket(url);
    latest = ws;
    for (const listener of connectionListeners) listener(ws);
    return ws;
  },
});

/**
 * Hears each connection the socket opens (the current one at once), for topics that ride on it beside the socket's
 * own (depth-feed.ts, loaded with the screens that use it); the returned function stops.
 */
export function onConnection(listener: ConnectionListener): () => void {
  connectionListeners.add(listener);
  if (latest) listener(latest);
  return () => connectionListeners.delete(listener);
}
