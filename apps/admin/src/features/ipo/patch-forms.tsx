import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminIpoOfferingView, IPO_MESSAGES, ipoOfferingPatchBody, translateMessage } from '@platform/contracts';
import { displayAmount, toast, useShowError, useUploadsBusy } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../shared/forms.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { usePatchOffering } from './api.ts';
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
  const { t, i18n } = useTranslation();
  const patch = usePatchOffering();
  const showError = useShowError();
  const form = useForm({
    initialValues: { finalPrice: offering.finalPrice ?? '', reason: '' },
    validate: (values) => finalPriceErrors(offering, values, i18n.language, t('ipo.errors.finalPrice')),
  });
  const submit = form.onSubmit(async ({ finalPrice, reason }) => {
    try {
      await patch.mutateAsync({ id: offering.id, body: { finalPrice: finalPrice.trim(), reason } });
      toast.success(t('ipo.detail.finalPriceSaved'));
      form.setFieldValue('reason', '');
    } catch (error) {
      showError(error, form);
    }
  });
  const range = {
    low: displayAmount(offering.priceLow, 'USD'),
    high: displayAmount(offering.priceHigh, 'USD'),
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="ipo-final-price">
        <Stack gap="sm">
          <Title order={3} size="h5" id="ipo-final-price">
            {t('ipo.detail.finalPriceTitle')}
          </Title>
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
          <ReasonField {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('ipo.detail.setFinalPrice')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Replaces the prospectus with a newly uploaded PDF. */
export function ProspectusForm({ offering }: { offering: AdminIpoOfferingView }) {
  const { t, i18n } = useTranslation();
  const patch = usePatchOffering();
  const showError = useShowError();
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
  const submit = form.onSubmit(async ({ prospectusFile, reason }) => {
    try {
      await patch.mutateAsync({ id: offering.id, body: { prospectusFile, reason } });
      toast.success(t('ipo.detail.prospectusSaved'));
      form.setValues({ prospectusFile, reason: '' });
    } catch (error) {
      showError(error, form);
    }
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="ipo-prospectus">
        <Stack gap="sm">
          <Title order={3} size="h5" id="ipo-prospectus">
            {t('ipo.detail.prospectusTitle')}
          </Title>
          <ProspectusField
            value={form.values.prospectusFile}
            onChange={(name) => form.setFieldValue('prospectusFile', name)}
            onBusyChange={uploads.onBusyChange}
            error={form.errors.prospectusFile}
          />
          <ReasonField {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={form.submitting} disabled={uploads.busy}>
              {t('ipo.detail.replace')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
