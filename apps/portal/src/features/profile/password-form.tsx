import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updatePwdBody } from '@platform/contracts';
import { PasswordPairFields, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePopups } from '../../lib/popups.ts';
import { useSchemaValidate } from '../../lib/schema-form.ts';
import { useSession } from '../../lib/session.ts';
import { updatePassword } from './api.ts';
import { PROFILE } from './texts.ts';

const EMPTY = { oldPassword: '', newPassword: '' };

/** POST /api/updatePwd: every session ends, so the user logs in again with the new password. */
export function PasswordForm() {
  const { t } = useTexts(PROFILE);
  const say = useMessage();
  const showError = useShowError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openForgotPassword = usePopups((s) => s.openForgotPassword);
  const form = useForm({ initialValues: EMPTY, validate: useSchemaValidate<typeof EMPTY>(updatePwdBody) });
  const mutation = useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      toast.success(say('passwordChanged'));
      useSession.getState().signOut('user');
      queryClient.clear();
      navigate('/login');
    },
    onError: (error) => showError(error, form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <PasswordInput
          label={t('password.old')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('oldPassword')}
        />
        <PasswordPairFields
          labels={{ password: t('password.new'), hint: t('password.newHint') }}
          password={form.getInputProps('newPassword')}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={openForgotPassword}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('password.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
