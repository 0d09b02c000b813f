// Level-2 depth and tape on the app's one socket (`depth:<SYMBOL>` topics, `depth` messages). The live socket opens
// each connection through `open`, so the depth topics ride on the same connection as the quotes: subscribed again on
// every connection that opens, and heard beside the socket's own handling of each message.
import { type Depth, depthTopic, type WsClientMessage } from '@platform/contracts';

type DepthListener = (depth: Depth) => void;

/** A `depth` message's text starts so (the server writes `type` first): other frames are never parsed here. */
const DEPTH_FRAME = '{"type":"depth"';

export function createDepthFeed() {
  const listeners = new Map<string, Set<DepthListener>>();
  let current: WebSocket | null = null;

  const send = (message: WsClientMessage) => {
    if (current?.readyState === WebSocket.OPEN) current.send(JSON.stringify(message));
  };

  return {
    /** Opens a connection for the live socket (its `createSocket`), with the depth topics wanted now. */
    open(url: string): WebSocket {
      const ws = new WebSocket(url);
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
      return ws;
    },
    /**
     * Listens to a symbol's depth while the socket is connected (the caller keeps it connected, e.g. by listening to
     * the symbol's quotes); the returned function stops.
     */
    subscribe(symbol: string, listener: DepthListener): () => void {
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
