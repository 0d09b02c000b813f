import { Button, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOAN_LIMITS, loanSandboxAdvanceBody } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { schemaErrors } from '../../shared/forms.ts';
import { ReasonFormCard } from '../../shared/reason-form-card.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loansOptionsQuery, useSandboxAdvance } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * The sandbox's shortcut through time, shown to admins only when the server runs as a sandbox: the loan's dates come
 * some days closer, as if they had passed, and what fell due is collected from the funding account or goes overdue.
 */
export function SandboxAdvance({ loanId }: { loanId: number }) {
  const isAdmin = useHasRole(['admin']);
  const options = useQuery({ ...loansOptionsQuery(), enabled: isAdmin });
  if (!isAdmin || !options.data?.sandbox) return null;
  return <AdvanceForm loanId={loanId} />;
}

function AdvanceForm({ loanId }: { loanId: number }) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const advance = useSandboxAdvance();
  const form = useForm<{ days: number | string; reason: string }>({
    initialValues: { days: 31, reason: '' },
    validate: (values) => schemaErrors(loanSandboxAdvanceBody, values, i18n.language),
  });
  const submit = useFormSubmit(form, {
    send: ({ days, reason }) => advance.mutateAsync({ id: loanId, days: Number(days), reason: reason.trim() }),
    savedText: t('messages:loanDatesMoved'),
    onSaved: () => form.reset(),
  });
  return (
    <ReasonFormCard
      id="loan-sandbox-title"
      title={t('loans.applications.sandbox.title')}
      onSubmit={submit}
      reason={form.getInputProps('reason')}
      action={
        <Button type="submit" color="red.8" variant="outline" loading={advance.isPending}>
          {t('loans.applications.sandbox.submit')}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t('loans.applications.sandbox.intro')}
      </Text>
      <NumberInput
        label={t('loans.applications.sandbox.days')}
        min={1}
        max={LOAN_LIMITS.maxSandboxDays}
        allowDecimal={false}
        allowNegative={false}
        withAsterisk
        {...form.getInputProps('days')}
      />
    </ReasonFormCard>
  );
}
