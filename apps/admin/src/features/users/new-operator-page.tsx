import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CreateOperatorBody, createOperatorBody, DISPLAY_NAME_MAX, LIMITS, ROLES } from '@platform/contracts';
import { PasswordPairFields, toast, useShowError } from '@platform/ui';
import { Link, useNavigate } from 'react-router';
import { useSchemaValidator } from '../../shared/forms.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useCreateOperator } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

export function NewOperatorPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const navigate = useNavigate();
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  const createOperator = useCreateOperator();
  const schemaChecks = useSchemaValidator<CreateOperatorBody>(createOperatorBody);
  const form = useForm<CreateOperatorBody>({
    initialValues: { email: '', username: '', password: '', displayName: '', roles: [], reason: '' },
    // The name is asked for everyone: a mediator cannot draft an agreement without one (it is written on it).
    validate: (values) => ({
      ...schemaChecks(values),
      ...(values.displayName?.trim() ? {} : { displayName: t('users.operators.create.displayNameRequired') }),
    }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await createOperator.mutateAsync({ ...values, reason: values.reason.trim() });
      toast.success(t('users.operators.create.created'));
      navigate(`/users/${user.userId}`);
    } catch (error) {
      showError(error, form);
    }
  });

  return (
    <Stack>
      <Anchor component={Link} to="/operators" size="sm">
        ← {t('users.operators.create.cancel')}
      </Anchor>
      <PageHeader title={t('users.operators.create.title')} intro={t('users.operators.create.intro')} />
      {isAdmin ? (
        <Paper withBorder p="md" maw={560}>
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('users.operators.create.email')}
                type="email"
                autoComplete="off"
                maxLength={LIMITS.emailMax}
                withAsterisk
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('users.operators.create.username')}
                autoComplete="off"
                maxLength={LIMITS.usernameMax}
                withAsterisk
                {...form.getInputProps('username')}
              />
              <TextInput
                label={t('users.operators.create.displayName')}
                description={t('users.operators.create.displayNameHint', { max: DISPLAY_NAME_MAX })}
                autoComplete="off"
                withAsterisk
                {...form.getInputProps('displayName')}
              />
              <PasswordPairFields
                labels={{ password: t('users.operators.create.password') }}
                password={form.getInputProps('password')}
              />
              <Checkbox.Group label={t('users.operators.create.roles')} withAsterisk {...form.getInputProps('roles')}>
                <Group mt="xs" gap="lg">
                  {ROLES.map((role) => (
                    <Checkbox key={role} value={role} label={t(`shared.roles.${role}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <ReasonField {...form.getInputProps('reason')} />
              <Group justify="flex-end">
                <Button type="submit" loading={form.submitting}>
                  {t('users.operators.create.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : (
        <Text c="dimmed">{t('users.adminOnly')}</Text>
      )}
    </Stack>
  );
}
