import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminUserView, ROLES, type Role, setRolesBody } from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { useEffect } from 'react';
import { useSchemaValidator } from '../../shared/forms.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSetRoles } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface RolesValues {
  roles: Role[];
  reason: string;
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((r) => b.includes(r));

/** An admin grants or removes back-office roles, saying why. */
export function RolesForm({ user }: { user: AdminUserView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const setRoles = useSetRoles(user.userId);
  const validateSchema = useSchemaValidator<RolesValues>(setRolesBody);
  const form = useForm<RolesValues>({
    initialValues: { roles: [...user.roles], reason: '' },
    validate: (values) => ({
      ...validateSchema(values),
      ...(sameRoles(values.roles, user.roles) ? { roles: t('users.roles.unchanged') } : {}),
    }),
  });
  // Another tab or admin may change the roles: show what the server says now.
  useEffect(() => {
    form.setInitialValues({ roles: [...user.roles], reason: '' });
    form.setFieldValue('roles', [...user.roles]);
  }, [user.roles.join()]);

  const submit = form.onSubmit(async (values) => {
    try {
      await setRoles.mutateAsync({ roles: values.roles, reason: values.reason.trim() });
      form.setValues({ reason: '' });
      toast.success(t('users.roles.saved'));
    } catch (error) {
      showError(error, form);
    }
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t('users.roles.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('users.roles.intro')}
          </Text>
          <Checkbox.Group label={t('users.columns.roles')} {...form.getInputProps('roles')}>
            <Group mt="xs" gap="lg">
              {ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`shared.roles.${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <ReasonField {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('users.roles.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
