import { identityApi } from '@platform/contracts';
import { useConfirmLogout } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Log out after the spec's confirm dialog: Ok revokes the session on the server, clears it here, and the guard takes
 * the user to log-in.
 */
export function useLogout() {
  const signOut = useSession((s) => s.signOut);
  return useConfirmLogout(
    () => api.call(identityApi.logout),
    () => signOut('user'),
  );
}
