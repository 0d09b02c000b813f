// A staff member's display name: the name parties see for a mediator, instead of a log-in name or e-mail address.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminUserView, DISPLAY_NAME_MAX, type SetDisplayNameBody, setDisplayNameBody } from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { useEffect } from 'react';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useSetDisplayName } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** An admin sets any staff member's; a staff member their own. Empty clears it. */
export function DisplayNameForm({ user, own }: { user: AdminUserView; own: boolean }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const setName = useSetDisplayName(user.userId);
  const validate = useSchemaValidator<SetDisplayNameBody>(setDisplayNameBody);
  const form = useForm<SetDisplayNameBody>({
    initialValues: { displayName: user.displayName ?? '' },
    validate,
  });
  // Saved elsewhere (another tab, an admin): show what the server says now, unless it is being edited.
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues({ displayName: user.displayName ?? '' });
    form.resetDirty({ displayName: user.displayName ?? '' });
  }, [user.displayName]);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await setName.mutateAsync({ displayName: values.displayName.trim() });
      form.resetDirty({ displayName: saved.displayName ?? '' });
      form.setValues({ displayName: saved.displayName ?? '' });
      toast.success(t(saved.displayName ? 'users.displayName.saved' : 'users.displayName.cleared'));
    } catch (error) {
      showError(error, form);
    }
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-labelledby="display-name-title">
        <Stack>
          <Title order={2} size="h4" id="display-name-title">
            {t(own ? 'users.displayName.ownTitle' : 'users.displayName.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('users.displayName.intro')}
          </Text>
          <TextInput
            label={t('users.displayName.label')}
            description={t('users.displayName.hint', { max: DISPLAY_NAME_MAX })}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="name"
            {...form.getInputProps('displayName')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('users.displayName.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
