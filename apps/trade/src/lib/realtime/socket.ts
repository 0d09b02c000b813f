import { createLiveSocket } from '@platform/ui';
import { useSession } from '../session.ts';

/** The trade app's one live connection: quotes, trading and inbox news, catalogues. */
export const marketSocket = createLiveSocket({
  url: () => `${location.origin.replace(/^http/, 'ws')}/api/ws`,
  getToken: () => useSession.getState().token,
});

// Signing in while the socket is open (quotes on the home page) signs the socket in too; a log-out ends the session,
// and the server closes the socket, which comes back anonymous.
useSession.subscribe((state, previous) => {
  if (state.token !== null && state.token !== previous.token) marketSocket.tokenChanged();
});
