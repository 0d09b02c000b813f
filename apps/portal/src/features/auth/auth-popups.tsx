import { lazy, Suspense, useEffect, useState } from 'react';
import { usePopups } from '../../lib/popups.ts';

const SignUpPopup = lazy(async () => ({ default: (await import('./sign-up-popup.tsx')).SignUpPopup }));
const ForgotPasswordPopup = lazy(async () => ({
  default: (await import('./forgot-password-popup.tsx')).ForgotPasswordPopup,
}));

/** Remembers that a flag was ever raised, so a popup's code loads on first use and it can animate closed. */
function useEverTrue(value: boolean) {
  const [ever, setEver] = useState(value);
  useEffect(() => {
    if (value) setEver(true);
  }, [value]);
  return ever || value;
}

/** The global popups, mounted once in the layout and opened from any screen through `usePopups`. */
export function AuthPopups() {
  const signUp = useEverTrue(usePopups((s) => s.signUpOpen));
  const forgot = useEverTrue(usePopups((s) => s.forgotPasswordOpen));
  return (
    <Suspense fallback={null}>
      {signUp && <SignUpPopup />}
      {forgot && <ForgotPasswordPopup />}
    </Suspense>
  );
}
