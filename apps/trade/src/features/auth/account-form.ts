// What the sign-up and forgot-password pages share: the email, code and new-password rules, and where they lead.
import { emailSchema, type MessageKey, passwordSchema } from '@platform/contracts';
import { toast, useMessage, useSchemaRule, useTexts } from '@platform/ui';
import { useNavigate } from 'react-router';
import { AUTH } from './texts.ts';

/** The rules of the email, the emailed code and the new password. */
export function useAccountRules() {
  const { t } = useTexts(AUTH);
  const rule = useSchemaRule();
  return {
    email: rule(emailSchema),
    code: (value: string) => (value.trim() ? null : t('enterEmailCode')),
    password: (value: string) => (value ? rule(passwordSchema)(value) : t('enterNewPassword')),
  };
}

/** Once the account is made or its password reset: says `done` and opens the login with the email filled in. */
export function useToLogin() {
  const say = useMessage();
  const navigate = useNavigate();
  return (done: MessageKey, email: string) => {
    toast.success(say(done));
    navigate('/login', { state: { account: email.trim() } });
  };
}
