import { identityApi } from '@platform/contracts';
import { COMMON, confirm, loading, useShowError, useTexts } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Log out after the spec's confirm dialog ('Prompt' / 'Accept or confirm to exit', Cancel / Ok): Ok revokes the session
 * on the server, clears it here, and the guard takes the user to log-in.
 */
export function useLogout() {
  const { t } = useTexts(COMMON);
  const signOut = useSession((s) => s.signOut);
  const showError = useShowError();
  return () =>
    confirm({
      title: t('prompt'),
      content: t('logoutConfirm'),
      okLabel: t('ok'),
      cancelLabel: t('cancel'),
      onOk: async () => {
        // Whatever the server answers, this device forgets the session.
        await loading.during(api.call(identityApi.logout)).catch(showError);
        signOut('user');
      },
    });
}
