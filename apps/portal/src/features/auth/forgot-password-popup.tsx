import { useForm } from '@mantine/form';
import { emailSchema, passwordSchema } from '@platform/contracts';
import {
  applyFieldErrors,
  EmailCodeFields,
  PasswordPairFields,
  toast,
  useMessage,
  useSchemaRule,
  useSendCode,
} from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePopups } from '../../lib/popups.ts';
import { useSession } from '../../lib/session.ts';
import { resetPassword, sendResetCode } from './api.ts';
import { AuthPopup } from './auth-popup.tsx';
import { AUTH } from './texts.ts';

const EMPTY = { email: '', code: '', password: '' };

/**
 * The global Forgot password popup: on success it closes and says 'Reset successful. Please log in again.' (spec
 * section 2). The reset ends every session of the account, so a signed-in user is signed out here too.
 */
export function ForgotPasswordPopup() {
  const { t } = useTranslation(AUTH);
  const say = useMessage();
  const rule = useSchemaRule();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opened = usePopups((s) => s.forgotPasswordOpen);
  const close = usePopups((s) => s.closeForgotPassword);

  const form = useForm({
    initialValues: EMPTY,
    validate: {
      email: rule(emailSchema),
      code: (value) => (value.trim() ? null : say('enterCode')),
      password: rule(passwordSchema),
    },
  });
  const { button, codeRef } = useSendCode(form, sendResetCode);

  const mutation = useMutation({
    mutationFn: (values: typeof EMPTY) =>
      resetPassword({ email: values.email.trim(), code: values.code.trim(), password: values.password }),
    onSuccess: (_none, values) => {
      toast.success(say('resetSuccess'));
      close();
      form.reset();
      mutation.reset();
      if (useSession.getState().token) {
        useSession.getState().signOut('user');
        queryClient.clear();
      }
      navigate('/login', { state: { account: values.email.trim() } });
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  return (
    <AuthPopup
      opened={opened}
      onClose={close}
      title={t('forgotPassword.title')}
      intro={t('forgotPassword.intro')}
      error={mutation.error}
      onSubmit={form.onSubmit((values) => mutation.mutate(values))}
      pending={mutation.isPending}
      submitLabel={t('forgotPassword.submit')}
    >
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
