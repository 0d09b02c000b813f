import { useSession } from '../session.ts';
import { createMarketSocket } from './market-socket.ts';

/** The trade app's one market data connection. */
export const marketSocket = createMarketSocket({
  url: () => `${location.origin.replace(/^http/, 'ws')}/api/ws`,
  getToken: () => useSession.getState().token,
});

// Signing in while the socket is open (quotes on the home page) signs the socket in too; a log-out ends the session,
// and the server closes the socket, which comes back anonymous.
useSession.subscribe((state, previous) => {
  if (state.token !== null && state.token !== previous.token) marketSocket.tokenChanged();
});
