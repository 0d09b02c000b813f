import { useSession } from '../session.ts';
import { createMarketSocket } from './market-socket.ts';

/** The trade app's one market data connection. */
export const marketSocket = createMarketSocket({
  url: () => `${location.origin.replace(/^http/, 'ws')}/api/ws`,
  getToken: () => useSession.getState().token,
});
