// A settlement proposal, new or countering the other side's: amount, currency and terms.
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applicantProposalBody, CLAIM_CURRENCIES, type ClaimCurrency, THREAD_LIMITS } from '@platform/contracts';
import { toast, useSchemaValidate, useShowError, useTexts } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { DROPDOWN_BELOW } from '../ui/select-props.ts';
import { CASE_THREAD } from './texts.ts';

export interface ProposalValues {
  amount: string;
  currency: string;
  terms: string;
  counterOf?: number;
}

/** What the form sends, checked: the currency is one of the claim currencies. */
export type ProposalInput = ProposalValues & { currency: ClaimCurrency };

export interface ProposalFormProps {
  /** The values to start from: the countered proposal's, or the claim's currency. */
  initial: ProposalValues;
  onPropose: (values: ProposalInput) => Promise<unknown>;
  onDone: () => void;
  onRefused?: (error: unknown) => boolean;
}

const fields = applicantProposalBody.pick({ amount: true, currency: true, terms: true });

export function ProposalForm({ initial, onPropose, onDone, onRefused }: ProposalFormProps) {
  const { t } = useTexts(CASE_THREAD);
  const showError = useShowError();
  const titleId = useId();
  const countering = initial.counterOf !== undefined;
  const amountField = useRef<HTMLInputElement>(null);
  // The form opens from a button that is then gone: the keyboard starts in its first field.
  useEffect(() => amountField.current?.focus(), []);
  const form = useForm<ProposalValues>({
    initialValues: initial,
    validate: useSchemaValidate<ProposalValues>(fields),
  });
  const mutation = useMutation({
    mutationFn: (values: ProposalValues) =>
      onPropose({
        amount: values.amount.trim(),
        // The schema has checked it is one of the list.
        currency: values.currency as ClaimCurrency,
        terms: values.terms.trim(),
        counterOf: initial.counterOf,
      }),
    onSuccess: () => {
      toast.success(t('propose.sent'));
      onDone();
    },
    onError: (error) => {
      if (!onRefused?.(error)) showError(error, form);
    },
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <Title order={4} size="h6" id={titleId}>
          {countering ? t('propose.counterTitle') : t('propose.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('propose.amount')}
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            ref={amountField}
            {...form.getInputProps('amount')}
          />
          <Select
            comboboxProps={DROPDOWN_BELOW}
            label={t('propose.currency')}
            data={[...CLAIM_CURRENCIES]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Textarea
          label={t('propose.terms')}
          description={t('propose.termsHint')}
          maxLength={THREAD_LIMITS.termsMax}
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('terms')}
        />
        <Group gap="sm">
          <Button type="submit" loading={mutation.isPending}>
            {countering ? t('propose.counterSubmit') : t('propose.submit')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('propose.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
