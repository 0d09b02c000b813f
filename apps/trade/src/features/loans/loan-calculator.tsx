import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@platform/client';
import {
  compareDecimals,
  LOAN_MESSAGES,
  type LoanProductView,
  type LoanQuoteView,
  loanQuoteQuery,
  translateMessage,
} from '@platform/contracts';
import { toast, trimZeros, useSchemaValidate, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { KycNotice } from '../../lib/product/index.ts';
import { exposureQuery, fetchQuote, useApply } from './api.ts';
import { ConfirmApplication } from './confirm-application.tsx';
import { ExposureNote, isPendingHere } from './exposure-note.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { LOANS } from './texts.ts';

type Values = { amount: string; termMonths: string };

/** The server refuses an application without a verified identity with gate 'kyc'. */
const isKycGate = (error: unknown) => isApiError(error) && (error.data as { gate?: string } | null)?.gate === 'kyc';

/**
 * One product's calculator: an amount (the contract's rule, then the product's range) and one of its terms. Show asks
 * the server for the full schedule and costs; Apply shows them again in a dialog and Confirm sends the application.
 * The schedule is what the server computed, never worked out here; a changed input hides it until asked again. Above
 * the form, the user's exposure limit and how much more they may apply for.
 */
export function LoanCalculator({ product }: { product: LoanProductView }) {
  const { t, i18n } = useTexts(LOANS);
  const showError = useShowError();
  const navigate = useNavigate();
  const identity = useQuery(realInfoQuery());
  const exposure = useQuery(exposureQuery());
  const apply = useApply();
  const [quote, setQuote] = useState<LoanQuoteView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [gated, setGated] = useState(false);
  const validateSchema = useSchemaValidate<Values>(loanQuoteQuery);
  const form = useForm<Values>({
    initialValues: { amount: '', termMonths: String(product.termMonths[0] ?? '') },
    validate: (values) => {
      const errors = validateSchema(values);
      const amount = values.amount.trim();
      if (
        !errors.amount &&
        (compareDecimals(amount, product.minAmount) < 0 || compareDecimals(amount, product.maxAmount) > 0)
      )
        return { ...errors, amount: translateMessage(LOAN_MESSAGES.loanAmountRange.en, i18n.language) };
      return errors;
    },
    onValuesChange: () => setQuote(null),
  });
  const query = (values: Values) => ({ amount: values.amount.trim(), termMonths: Number(values.termMonths) });
  const refused = (error: unknown) => {
    if (isKycGate(error)) setGated(true);
    else showError(error, form);
  };
  const show = form.onSubmit(async (values) => {
    try {
      setQuote(await fetchQuote(product.id, query(values)));
    } catch (error) {
      refused(error);
    }
  });
  const confirm = async () => {
    try {
      const detail = await apply.mutateAsync({ productId: product.id, ...query(form.values) });
      toast.success(t('calculator.applied'));
      navigate(`/loans/mine/${detail.loan.id}`);
    } catch (error) {
      refused(error);
    }
    setConfirming(false);
  };
  const status = identity.data?.status;
  const unverified = gated || (status !== undefined && status !== 'approved');
  const kycNotice = unverified ? (
    <KycNotice pending={status === 'pending'} namespace={LOANS} group="calculator" testId="loans-kyc-gate" />
  ) : null;
  const waiting = isPendingHere(exposure.data, product.id);
  const range = { min: trimZeros(product.minAmount), max: trimZeros(product.maxAmount) };
  return (
    <Stack gap="md">
      <form onSubmit={show} noValidate aria-label={t('calculator.title')}>
        <Stack gap="sm">
          {exposure.data ? <ExposureNote exposure={exposure.data} productId={product.id} /> : null}
          <TextInput
            label={t('calculator.amount')}
            description={t('calculator.amountHint', range)}
            inputMode="decimal"
            autoComplete="off"
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('calculator.term')}
            data={product.termMonths.map((months) => ({
              value: String(months),
              label: t('months', { count: months }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('termMonths')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant={quote ? 'default' : 'filled'}>
              {t('calculator.show')}
            </Button>
          </Group>
        </Stack>
      </form>
      {quote ? (
        <Stack gap="sm" component="section" aria-labelledby="loan-quote-title" data-testid="loan-quote">
          <Title order={3} size="h5" id="loan-quote-title">
            {t('calculator.scheduleTitle')}
          </Title>
          <QuoteSummary quote={quote} />
          <ScheduleTable
            lines={quote.instalments}
            totals={{ principal: quote.amount, interest: quote.totalInterest, amount: quote.totalRepayable }}
          />
          <Text size="xs" c="dimmed">
            {t('calculator.datesNote')}
          </Text>
          {kycNotice}
          <Group justify="flex-end">
            <Button onClick={() => setConfirming(true)} disabled={unverified || waiting}>
              {t('calculator.apply')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('calculator.hint')}
          </Text>
          {kycNotice}
        </>
      )}
      <ConfirmApplication
        name={product.name}
        preview={confirming ? quote : null}
        busy={apply.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
