import { COMMON, confirm, loading, useShowError, useTexts } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { logout } from './api.ts';

/**
 * Log-out after the spec's confirm dialog ('Prompt' / 'Accept or confirm to exit', Cancel and Ok): Ok revokes the
 * session on the server, clears the user and the token from local storage, and goes to /login.
 */
export function useLogout() {
  const { t } = useTexts(COMMON);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useShowError();

  return () =>
    confirm({
      title: t('prompt'),
      content: t('logoutConfirm'),
      okLabel: t('ok'),
      cancelLabel: t('cancel'),
      onOk: async () => {
        // Whatever the server answers, this device forgets the session.
        await loading.during(logout()).catch(showError);
        useSession.getState().signOut('user');
        queryClient.clear();
        navigate('/login');
      },
    });
}
