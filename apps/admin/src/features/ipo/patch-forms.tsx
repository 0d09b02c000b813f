import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminIpoOfferingView, IPO_MESSAGES, ipoOfferingPatchBody, translateMessage } from '@platform/contracts';
import { displayAmount, useUploadsBusy } from '@platform/ui';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { schemaErrors } from '../../shared/forms.ts';
import { ReasonFormCard } from '../../shared/reason-form-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { usePatchOffering } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { ProspectusField } from './prospectus-field.tsx';

const PRICE = /^\d+(\.\d{1,2})?$/;

/** The final price's errors: the contract's, then the announced range (which the patch alone cannot know). */
export function finalPriceErrors(
  offering: Pick<AdminIpoOfferingView, 'priceLow' | 'priceHigh'>,
  values: { finalPrice: string; reason: string },
  language: string,
  hint: string,
) {
  const price = values.finalPrice.trim();
  const errors = schemaErrors(ipoOfferingPatchBody, { finalPrice: price, reason: values.reason }, language);
  if (!PRICE.test(price) || Number(price) <= 0) errors.finalPrice = hint;
  else if (Number(price) < Number(offering.priceLow) || Number(price) > Number(offering.priceHigh))
    errors.finalPrice = translateMessage(IPO_MESSAGES.ipoFinalPriceOutsideRange.en, language);
  return errors;
}

/** Sets the final price, within the range, until the allotment runs. */
export function FinalPriceForm({ offering }: { offering: AdminIpoOfferingView }) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const patch = usePatchOffering();
  const form = useForm({
    initialValues: { finalPrice: offering.finalPrice ?? '', reason: '' },
    validate: (values) => finalPriceErrors(offering, values, i18n.language, t('ipo.errors.finalPrice')),
  });
  const submit = useFormSubmit(form, {
    send: ({ finalPrice, reason }) =>
      patch.mutateAsync({ id: offering.id, body: { finalPrice: finalPrice.trim(), reason } }),
    savedText: t('ipo.detail.finalPriceSaved'),
    onSaved: () => form.setFieldValue('reason', ''),
  });
  const range = {
    low: displayAmount(offering.priceLow, 'USD'),
    high: displayAmount(offering.priceHigh, 'USD'),
  };
  return (
    <ReasonFormCard
      id="ipo-final-price"
      title={t('ipo.detail.finalPriceTitle')}
      onSubmit={submit}
      reason={form.getInputProps('reason')}
      action={
        <Button type="submit" loading={form.submitting}>
          {t('ipo.detail.setFinalPrice')}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t('ipo.detail.finalPriceIntro', range)}
      </Text>
      <TextInput
        label={t('ipo.form.finalPrice')}
        withAsterisk
        inputMode="decimal"
        maw={240}
        {...form.getInputProps('finalPrice')}
      />
    </ReasonFormCard>
  );
}

/** Replaces the prospectus with a newly uploaded PDF. */
export function ProspectusForm({ offering }: { offering: AdminIpoOfferingView }) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const patch = usePatchOffering();
  const uploads = useUploadsBusy();
  const current = offering.prospectusFile ?? '';
  const form = useForm({
    initialValues: { prospectusFile: current, reason: '' },
    validate: (values) => {
      const errors = schemaErrors(ipoOfferingPatchBody, values, i18n.language);
      if (values.prospectusFile === '' || values.prospectusFile === current)
        errors.prospectusFile = t('ipo.detail.prospectusUnchanged');
      return errors;
    },
  });
  const submit = useFormSubmit(form, {
    send: ({ prospectusFile, reason }) => patch.mutateAsync({ id: offering.id, body: { prospectusFile, reason } }),
    savedText: t('ipo.detail.prospectusSaved'),
    onSaved: (_, { prospectusFile }) => form.setValues({ prospectusFile, reason: '' }),
  });
  return (
    <ReasonFormCard
      id="ipo-prospectus"
      title={t('ipo.detail.prospectusTitle')}
      onSubmit={submit}
      reason={form.getInputProps('reason')}
      action={
        <Button type="submit" variant="default" loading={form.submitting} disabled={uploads.busy}>
          {t('ipo.detail.replace')}
        </Button>
      }
    >
      <ProspectusField
        value={form.values.prospectusFile}
        onChange={(name) => form.setFieldValue('prospectusFile', name)}
        onBusyChange={uploads.onBusyChange}
        error={form.errors.prospectusFile}
      />
    </ReasonFormCard>
  );
}
