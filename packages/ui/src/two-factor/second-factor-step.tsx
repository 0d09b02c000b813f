// The code step wired to a call: sends the code with the challenge, reports a wrong or used code on the field, and a
// challenge that expired by going back to the password step.
import { ApiError, fieldErrorsOf } from '@platform/client';
import type { LoginResult } from '@platform/contracts';
import { useState } from 'react';
import { SecondFactorForm } from './second-factor-form.tsx';

export interface SecondFactorStepProps {
  challenge: string;
  /** The app's call of `identityApi.loginTwoFactor`. */
  send(body: { challenge: string; code: string }): Promise<LoginResult>;
  onSignedIn(result: LoginResult): void;
  /** Back to the password (`expired` carries the server's words when the challenge ran out). */
  onBack(expired?: string): void;
}

export function SecondFactorStep({ challenge, send, onSignedIn, onBack }: SecondFactorStepProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (code: string) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      onSignedIn(await send({ challenge, code }));
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.challenge) onBack(fields.challenge);
      // Network failures already raised a toast and an abort is silent: only the server's answer is shown here.
      else if (failure instanceof ApiError && failure.kind === 'api') setError(fields.code ?? failure.msg);
    } finally {
      setPending(false);
    }
  };
  return (
    <SecondFactorForm onSubmit={(code) => void submit(code)} onBack={() => onBack()} pending={pending} error={error} />
  );
}
