// Log-out as the spec words it, for every app: the confirm dialog ('Prompt' / 'Accept or confirm to exit', Cancel and
// Ok); Ok revokes the session on the server and, whatever the server answers, this device forgets it.
import { confirm } from '../feedback/confirm.tsx';
import { loading } from '../feedback/loading.ts';
import { useShowError } from '../forms/field-errors.ts';
import { COMMON, useTexts } from '../i18n/texts.ts';

/** Asks, then `revoke`s the session on the server (a failure is shown, not kept), then `forget`s it here. */
export function useConfirmLogout(revoke: () => Promise<unknown>, forget: () => void) {
  const { t } = useTexts(COMMON);
  const showError = useShowError();
  return () =>
    confirm({
      title: t('prompt'),
      content: t('logoutConfirm'),
      okLabel: t('ok'),
      cancelLabel: t('cancel'),
      onOk: async () => {
        await loading.during(revoke()).catch(showError);
        forget();
      },
    });
}
