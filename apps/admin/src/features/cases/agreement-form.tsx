import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminCaseView,
  AGREEMENT_LIMITS,
  CLAIM_CURRENCIES,
  type ClaimCurrency,
  type DraftAgreementBody,
  draftAgreementBody,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ProposalView,
} from '@platform/contracts';
import { useEffect } from 'react';
import { FieldRow } from '../../shared/content/content-fields.tsx';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useDraftAgreement } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Values {
  title: string;
  body: string;
  settlementAmount: string;
  settlementCurrency: string;
  paymentMethod: string;
  paymentDueDays: string;
  paymentDetails: string;
  reason: string;
}

const toBody = (v: Values): DraftAgreementBody => ({
  title: v.title.trim(),
  body: v.body.trim(),
  settlementAmount: v.settlementAmount.trim() || undefined,
  settlementCurrency: v.settlementAmount.trim() ? (v.settlementCurrency as ClaimCurrency) : undefined,
  paymentMethod: (v.paymentMethod || undefined) as PaymentMethod | undefined,
  paymentDueDays: v.paymentDueDays.trim() ? Number(v.paymentDueDays) : undefined,
  paymentDetails: v.paymentDetails.trim() || undefined,
  reason: v.reason.trim() || undefined,
});

/** What the accepted proposal puts in the form: its terms, amount and currency. */
const fromProposal = (p: Pick<ProposalView, 'terms' | 'amount' | 'currency'>) => ({
  body: p.terms,
  settlementAmount: p.amount,
  settlementCurrency: p.currency,
});

/**
 * Drafts (or redrafts) the agreement both parties sign, in English or Chinese; the case becomes "Agreement drafted".
 * It starts from the proposal both parties accepted, when there is one; the mediator edits it freely.
 */
export function AgreementForm({
  found,
  redraft,
  accepted,
}: {
  found: AdminCaseView;
  redraft: boolean;
  accepted: ProposalView | null;
}) {
  const { t } = useAppTexts<ScreenTexts>();
  const draft = useDraftAgreement(found.id);
  const validateBody = useSchemaValidator<DraftAgreementBody>(draftAgreementBody);
  const latest = found.agreements[0];
  const form = useForm<Values>({
    initialValues: {
      title: latest?.title ?? `Mediation agreement ${found.trackingNumber}`,
      body: '',
      settlementAmount: latest?.settlementAmount ?? '',
      settlementCurrency: latest?.settlementCurrency ?? found.currency,
      paymentMethod: latest?.paymentMethod ?? '',
      paymentDueDays: latest?.paymentDueDays ? String(latest.paymentDueDays) : '',
      paymentDetails: latest?.paymentDetails ?? '',
      reason: '',
      ...(accepted ? fromProposal(accepted) : {}),
    },
    validate: (values) => validateBody(toBody(values)),
  });
  // A proposal accepted while the page is open fills the form too, unless the mediator has started on it.
  const acceptedId = accepted?.id;
  useEffect(() => {
    if (!accepted || form.isDirty()) return;
    const values = { ...form.getValues(), ...fromProposal(accepted) };
    form.setValues(values);
    form.resetDirty(values);
  }, [acceptedId]);
  const submit = useFormSubmit(form, {
    send: (values) => draft.mutateAsync(toBody(values)),
    savedText: t('cases.agreement.drafted'),
    onSaved: () => form.setValues({ body: '', reason: '' }),
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="draft-agreement-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="draft-agreement-title">
          {redraft ? t('cases.agreement.redraft') : t('cases.agreement.draft')}
        </Title>
        <TextInput
          label={t('cases.agreement.formTitle')}
          withAsterisk
          maxLength={AGREEMENT_LIMITS.titleMax}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('cases.agreement.body')}
          description={t('cases.agreement.bodyHint')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={20}
          maxLength={AGREEMENT_LIMITS.bodyMax}
          {...form.getInputProps('body')}
        />
        <FieldRow>
          <TextInput
            label={t('cases.agreement.amount')}
            description={t('cases.agreement.amountHint')}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('settlementAmount')}
          />
          <NativeSelect
            label={t('cases.agreement.currency')}
            data={CLAIM_CURRENCIES.map((c) => ({ value: c, label: c }))}
            {...form.getInputProps('settlementCurrency')}
          />
        </FieldRow>
        <FieldRow>
          <NativeSelect
            label={t('cases.agreement.payment')}
            description={t('cases.agreement.paymentHint')}
            data={[
              { value: '', label: t('cases.agreement.paymentChoose') },
              ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`cases.agreement.paymentMethods.${m}`) })),
            ]}
            {...form.getInputProps('paymentMethod')}
          />
          <TextInput
            label={t('cases.agreement.paymentDueDays')}
            description={t('cases.agreement.paymentDueDaysHint')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('paymentDueDays')}
          />
        </FieldRow>
        <TextInput
          label={t('cases.agreement.paymentDetails')}
          description={t('cases.agreement.paymentDetailsHint')}
          maxLength={AGREEMENT_LIMITS.paymentDetailsMax}
          {...form.getInputProps('paymentDetails')}
        />
        <Textarea
          label={t('cases.agreement.reason')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('cases.agreement.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
