import { useConfirmLogout } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { logout } from './api.ts';

/**
 * Log-out after the spec's confirm dialog: Ok revokes the session on the server, clears the user and the token from
 * local storage, and goes to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useConfirmLogout(logout, () => {
    useSession.getState().signOut('user');
    queryClient.clear();
    navigate('/login');
  });
}
