// The support chat's live connection to /api/ws: signs in, watches (as the user of one app, or as an operator),
// reconnects with capped, jittered backoff, and says when it is (re)connected so the caller can catch up.
import type { SupportSource, SupportWsServerMessage, WsClientMessage } from '@platform/contracts';
import { backoffDelay, liveSocketUrl, serverMessageOf } from '../live/live-socket.ts';

export type SupportWatch = { as: 'user'; source: SupportSource } | { as: 'operator' };

export interface SupportSocketOptions {
  token: string;
  watch: SupportWatch;
  onEvent: (event: SupportWsServerMessage) => void;
  /** Connected (again): anything sent while away should be fetched. */
  onLive?: () => void;
  onLost?: () => void;
  url?: string;
}

export function openSupportSocket(options: SupportSocketOptions) {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const send = (message: WsClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const connect = () => {
    const ws = new WebSocket(options.url ?? liveSocketUrl());
    socket = ws;
    ws.onopen = () => {
      send({ op: 'auth', token: options.token });
      send({ op: 'support.watch', ...options.watch });
    };
    ws.onmessage = (event) => {
      const message = serverMessageOf(event.data);
      if (message === null) return;
      if (message.type === 'support.watching') {
        attempt = 0;
        options.onLive?.();
      } else if (message.type.startsWith('support.')) options.onEvent(message as SupportWsServerMessage);
    };
    ws.onclose = () => {
      if (socket !== ws || stopped) return;
      socket = null;
      options.onLost?.();
      retry = setTimeout(connect, backoffDelay(attempt++, 500, 15_000));
    };
  };

  connect();
  return {
    send,
    close() {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      socket = null;
    },
  };
}

export type SupportSocket = ReturnType<typeof openSupportSocket>;
