// The mediator's own settlement proposal, put to both parties at once: accepted only when both accept it.
import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CLAIM_CURRENCIES,
  type ClaimCurrency,
  type MediatorProposalBody,
  mediatorProposalBody,
  THREAD_LIMITS,
} from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { FieldRow } from '../../shared/content/content-fields.tsx';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { usePutMediatorProposal } from './thread-api.ts';

interface Values {
  amount: string;
  currency: string;
  terms: string;
}

const toBody = (v: Values): MediatorProposalBody => ({
  amount: v.amount.trim(),
  currency: v.currency as ClaimCurrency,
  terms: v.terms.trim(),
});

export function ThreadProposalForm({ caseId, currency }: { caseId: number; currency: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const [opened, setOpened] = useState(false);
  const amountField = useRef<HTMLInputElement>(null);
  // The form opens from a button that is then gone: the keyboard starts in its first field.
  useEffect(() => {
    if (opened) amountField.current?.focus();
  }, [opened]);
  const put = usePutMediatorProposal(caseId);
  const validate = useSchemaValidator<MediatorProposalBody>(mediatorProposalBody);
  const form = useForm<Values>({
    initialValues: { amount: '', currency, terms: '' },
    validate: (values) => validate(toBody(values)),
  });
  if (!opened)
    return (
      <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setOpened(true)}>
        {t('cases.thread.propose.open')}
      </Button>
    );
  return (
    <form
      noValidate
      aria-labelledby="mediator-proposal-title"
      onSubmit={form.onSubmit((values) =>
        put.mutate(toBody(values), {
          onSuccess: () => {
            form.reset();
            setOpened(false);
            toast.success(t('cases.thread.propose.sent'));
          },
          onError: (error) => showError(error, form),
        }),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h6" id="mediator-proposal-title">
          {t('cases.thread.propose.title')}
        </Title>
        <FieldRow>
          <TextInput
            label={t('cases.thread.propose.amount')}
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            ref={amountField}
            {...form.getInputProps('amount')}
          />
          <NativeSelect
            label={t('cases.thread.propose.currency')}
            data={CLAIM_CURRENCIES.map((c) => ({ value: c, label: c }))}
            {...form.getInputProps('currency')}
          />
        </FieldRow>
        <Textarea
          label={t('cases.thread.propose.terms')}
          description={t('cases.thread.propose.termsHint')}
          maxLength={THREAD_LIMITS.termsMax}
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('terms')}
        />
        <Group gap="sm">
          <Button type="submit" loading={put.isPending}>
            {t('cases.thread.propose.submit')}
          </Button>
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('cases.thread.propose.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
