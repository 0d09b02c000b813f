// Level-2 depth and tape on the app's one socket (`depth:<SYMBOL>` topics, `depth` messages): subscribed again on
// every connection the socket opens, and heard beside the socket's own handling of each message. Loaded with the
// screens that show depth, so the first load does not carry it.
import { type Depth, depthTopic, type WsClientMessage } from '@platform/contracts';

type DepthListener = (depth: Depth) => void;

/** A `depth` message's text starts so (the server writes `type` first): other frames are never parsed here. */
const DEPTH_FRAME = '{"type":"depth"';

export function createDepthFeed(onConnection: (listener: (ws: WebSocket) => void) => () => void) {
  const listeners = new Map<string, Set<DepthListener>>();
  let current: WebSocket | null = null;
  let listening = false;

  const send = (message: WsClientMessage) => {
    if (current?.readyState === WebSocket.OPEN) current.send(JSON.stringify(message));
  };
  const follow = (ws: WebSocket) => {
    current = ws;
    ws.addEventListener('open', () => {
      if (current === ws && listeners.size > 0) send({ op: 'subscribe', topics: [...listeners.keys()] });
    });
    ws.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string' || !event.data.startsWith(DEPTH_FRAME)) return;
      let depth: Depth;
      try {
        depth = (JSON.parse(event.data) as { data: Depth }).data;
      } catch {
        return;
      }
      for (const listener of listeners.get(depthTopic(depth.symbol)) ?? []) listener(depth);
    });
  };

  return {
    /**
     * Listens to a symbol's depth while the socket is connected (the caller keeps it connected, e.g. by listening to
     * the symbol's quotes); the returned function stops.
     */
    subscribe(symbol: string, listener: DepthListener): () => void {
      if (!listening) {
        listening = true;
        onConnection(follow);
      }
      const topic = depthTopic(symbol);
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        send({ op: 'subscribe', topics: [topic] });
      }
      set.add(listener);
      return () => {
        const now = listeners.get(topic);
        if (!now?.delete(listener) || now.size > 0) return;
        listeners.delete(topic);
        send({ op: 'unsubscribe', topics: [topic] });
      };
    },
  };
}

export type DepthFeed = ReturnType<typeof createDepthFeed>;
