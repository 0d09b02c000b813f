import { useForm } from '@mantine/form';
import { emailSchema, passwordSchema } from '@platform/contracts';
import { EmailCodeFields, PasswordPairFields, useMessage, useSchemaRule, useSendCode, useTexts } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';
import { resetPassword, sendResetCode } from './api.ts';
import { AuthPopup, usePopupSubmission } from './auth-popup.tsx';
import { AUTH } from './texts.ts';

const EMPTY = { email: '', code: '', password: '' };

/**
 * The global Forgot password popup: on success it closes and says 'Reset successful. Please log in again.' (spec
 * section 2). The reset ends every session of the account, so a signed-in user is signed out here too.
 */
export function ForgotPasswordPopup() {
  const { t } = useTexts(AUTH);
  const say = useMessage();
  const rule = useSchemaRule();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      email: rule(emailSchema),
      code: (value) => (value.trim() ? null : say('enterCode')),
      password: rule(passwordSchema),
    },
  });
  const { button, codeRef } = useSendCode(form, sendResetCode);

  const submission = usePopupSubmission(
    'forgotPassword',
    form,
    (values) => resetPassword({ email: values.email.trim(), code: values.code.trim(), password: values.password }),
    'resetSuccess',
    () => {
      if (!useSession.getState().token) return;
      useSession.getState().signOut('user');
      queryClient.clear();
    },
  );

  return (
    <AuthPopup popup="forgotPassword" form={form} submission={submission}>
      <EmailCodeFields
        labels={{ email: t('forgotPassword.email'), code: t('forgotPassword.code') }}
        email={form.getInputProps('email')}
        autoFocus
        code={form.getInputProps('code')}
        codeRef={codeRef}
        button={button}
      />
      <PasswordPairFields
        labels={{ password: t('forgotPassword.password'), hint: t('forgotPassword.passwordHint') }}
        password={form.getInputProps('password')}
      />
    </AuthPopup>
  );
}
