import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoanSettingsView, loanSettingsBody } from '@platform/contracts';
import { formatMoney, QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { schemaErrors } from '../../shared/forms.ts';
import { ReasonFormCard } from '../../shared/reason-form-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loanSettingsQuery, useSaveLoanSettings } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * The exposure limit per user, beside the products it caps: what one user may owe and have applied for across all
 * their loans. Applications over it are refused, and approvals re-check it.
 */
export function ExposureLimit() {
  const query = useQuery(loanSettingsQuery());
  return <QueryState query={query}>{(settings) => <ExposureLimitCard settings={settings} />}</QueryState>;
}

export function ExposureLimitCard({ settings }: { settings: LoanSettingsView }) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const save = useSaveLoanSettings();
  const form = useForm({
    initialValues: { maxExposurePerUser: settings.maxExposurePerUser, reason: '' },
    validate: (values) => schemaErrors(loanSettingsBody, values, i18n.language),
  });
  const submit = useFormSubmit(form, {
    send: ({ maxExposurePerUser, reason }) => save.mutateAsync({ maxExposurePerUser, reason: reason.trim() }),
    savedText: t('messages:loanSettingsSaved'),
    onSaved: (saved) => {
      form.setValues({ maxExposurePerUser: saved.maxExposurePerUser, reason: '' });
      form.resetDirty();
    },
  });
  return (
    <ReasonFormCard
      id="loan-exposure-title"
      title={t('loans.exposure.title')}
      level={2}
      onSubmit={submit}
      reason={form.getInputProps('reason')}
      action={
        <Button type="submit" loading={save.isPending}>
          {t('loans.exposure.save')}
        </Button>
      }
    >
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
    </ReasonFormCard>
  );
}
