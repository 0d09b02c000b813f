import type { Language } from '@platform/contracts';
import { useShowError } from '@platform/ui';
import { useCallback } from 'react';
import { updateLanguage } from './identity.ts';
import { useSession } from './session.ts';

/** After the user picks a language: a signed-in user's choice is saved, so e-mails come in that language too. */
export function useLanguageSync() {
  const signedIn = useSession((s) => s.token !== null);
  const showError = useShowError();
  return useCallback(
    (language: Language) => {
      if (signedIn) updateLanguage(language).catch(showError);
    },
    [signedIn, showError],
  );
}
