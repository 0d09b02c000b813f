import { identityApi, type Language } from '@platform/contracts';
import { useShowError } from '@platform/ui';
import { useCallback } from 'react';
import { api } from './api.ts';
import { useSession } from './session.ts';

/** After the visitor picks a language: a signed-in user's choice is saved too, so e-mails come in that language. */
export function useLanguageSync() {
  const signedIn = useSession((s) => s.token !== null);
  const showError = useShowError();
  return useCallback(
    (language: Language) => {
      if (signedIn)
        api.call(identityApi.updateLanguage, { body: { language } }, { allowParallel: true }).catch(showError);
    },
    [signedIn, showError],
  );
}
