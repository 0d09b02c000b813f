import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoanSettingsView, loanSettingsBody } from '@platform/contracts';
import { formatMoney, QueryState, toast, useShowError } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../shared/forms.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { loanSettingsQuery, useSaveLoanSettings } from './api.ts';

/**
 * The exposure limit per user, beside the products it caps: what one user may owe and have applied for across all
 * their loans. Applications over it are refused, and approvals re-check it.
 */
export function ExposureLimit() {
  const query = useQuery(loanSettingsQuery());
  return <QueryState query={query}>{(settings) => <ExposureLimitCard settings={settings} />}</QueryState>;
}

export function ExposureLimitCard({ settings }: { settings: LoanSettingsView }) {
  const { t, i18n } = useTranslation();
  const showError = useShowError();
  const save = useSaveLoanSettings();
  const form = useForm({
    initialValues: { maxExposurePerUser: settings.maxExposurePerUser, reason: '' },
    validate: (values) => schemaErrors(loanSettingsBody, values, i18n.language),
  });
  const submit = form.onSubmit(async ({ maxExposurePerUser, reason }) => {
    try {
      const saved = await save.mutateAsync({ maxExposurePerUser, reason: reason.trim() });
      toast.success(t('messages:loanSettingsSaved'));
      form.setValues({ maxExposurePerUser: saved.maxExposurePerUser, reason: '' });
      form.resetDirty();
    } catch (error) {
      showError(error, form);
    }
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="loan-exposure-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="loan-exposure-title">
            {t('loans.exposure.title')}
          </Title>
          <Text size="sm" data-testid="loan-exposure-current">
            {t(settings.updatedAt === null ? 'loans.exposure.currentDefault' : 'loans.exposure.current', {
              limit: formatMoney(settings.maxExposurePerUser, 'USD'),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('loans.exposure.intro')}
          </Text>
          <TextInput
            label={t('loans.exposure.limit')}
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('maxExposurePerUser')}
          />
          <ReasonField {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('loans.exposure.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
