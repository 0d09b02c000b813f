import { NativeSelect, NumberInput, Switch, TextInput, Title } from '@mantine/core';
import { type AdminIpoOfferingView, SECTORS, STOCK_EXCHANGES, TRADING_LIMITS } from '@platform/contracts';
import { loosely, useUploadsBusy } from '@platform/ui';
import { DecimalField, FieldGrid } from '../../shared/catalogue-fields.tsx';
import { useEditorForm } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { HINT_BELOW, hintOf } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useSaveOffering } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { ipoText } from './i18n.ts';
import { emptyOfferingValues, offeringErrors, toBody, utcOffsetLabel, valuesOf } from './offering-values.ts';
import { ProspectusField } from './prospectus-field.tsx';

interface OfferingFormProps {
  /** The offering to edit (not open yet), `null` for a new one, `undefined` while closed. */
  offering: AdminIpoOfferingView | null | undefined;
  onClose(): void;
}

const shares = { allowDecimal: false, allowNegative: false, thousandSeparator: ',' } as const;

/** Lists a new offering or changes one before it opens: every field, checked as the server checks it, and a reason. */
export function OfferingForm({ offering, onClose }: OfferingFormProps) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const save = useSaveOffering();
  const uploads = useUploadsBusy();
  const hint = hintOf(loosely(t), 'ipo.errors', ipoText.en.errors, { max: TRADING_LIMITS.maxLeverage });
  const { form, modal } = useEditorForm({
    edited: offering,
    empty: emptyOfferingValues,
    valuesOf,
    validate: (values) => offeringErrors(values, i18n.language, hint),
    save: (values) => save.mutateAsync({ id: offering?.id ?? null, body: toBody(values) }),
    savedText: offering ? t('messages:ipoSaved') : t('ipo.form.created'),
    onSaved: onClose,
  });
  const times = t('ipo.form.timesHint', { zone: utcOffsetLabel() });

  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={offering ? t('ipo.form.editTitle', { symbol: offering.symbol }) : t('ipo.form.createTitle')}
      size="xl"
      saveLabel={t('ipo.form.save')}
      saveDisabled={uploads.busy}
    >
      <Title order={3} size="h5">
        {t('ipo.form.company')}
      </Title>
      <FieldGrid>
        <TextInput
          data-autofocus
          label={t('ipo.form.symbol')}
          description={t('ipo.form.symbolHint')}
          inputWrapperOrder={HINT_BELOW}
          withAsterisk
          maxLength={5}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('symbol')}
        />
        <TextInput label={t('ipo.form.companyName')} withAsterisk maxLength={120} {...form.getInputProps('company')} />
        <NativeSelect
          label={t('ipo.form.exchange')}
          withAsterisk
          data={[...STOCK_EXCHANGES]}
          {...form.getInputProps('exchange')}
        />
        <NativeSelect
          label={t('ipo.form.sector')}
          withAsterisk
          data={SECTORS.map((sector) => ({ value: sector, label: t(`market.sectors.${sector}`) }))}
          {...form.getInputProps('sector')}
        />
      </FieldGrid>

      <Title order={3} size="h5">
        {t('ipo.form.priceAndSize')}
      </Title>
      <FieldGrid cols={3}>
        <DecimalField label={t('ipo.form.priceLow')} {...form.getInputProps('priceLow')} />
        <DecimalField label={t('ipo.form.priceHigh')} {...form.getInputProps('priceHigh')} />
        <DecimalField
          withAsterisk={false}
          label={t('ipo.form.finalPrice')}
          hint={t('ipo.form.finalPriceHint')}
          {...form.getInputProps('finalPrice')}
        />
        <NumberInput label={t('ipo.form.lotSize')} withAsterisk {...shares} {...form.getInputProps('lotSize')} />
        <NumberInput
          label={t('ipo.form.sharesOffered')}
          description={t('ipo.form.sharesOfferedHint')}
          inputWrapperOrder={HINT_BELOW}
          withAsterisk
          {...shares}
          {...form.getInputProps('sharesOffered')}
        />
        <NumberInput
          label={t('ipo.form.sharesOutstanding')}
          withAsterisk
          {...shares}
          {...form.getInputProps('sharesOutstanding')}
        />
        <DecimalField label={t('ipo.form.fee')} hint={t('ipo.form.feeHint')} {...form.getInputProps('fee')} />
      </FieldGrid>

      <Title order={3} size="h5">
        {t('ipo.form.dates')}
      </Title>
      <FieldGrid>
        <TextInput
          type="datetime-local"
          label={t('ipo.form.opensAt')}
          description={times}
          withAsterisk
          {...form.getInputProps('opensAt')}
        />
        <TextInput
          type="datetime-local"
          label={t('ipo.form.closesAt')}
          description={times}
          withAsterisk
          {...form.getInputProps('closesAt')}
        />
        <TextInput type="date" label={t('ipo.form.listingDate')} withAsterisk {...form.getInputProps('listingDate')} />
        <TextInput
          type="date"
          label={t('ipo.form.prospectusDate')}
          withAsterisk
          {...form.getInputProps('prospectusDate')}
        />
      </FieldGrid>
      <ProspectusField
        value={form.values.prospectusFile}
        onChange={(name) => form.setFieldValue('prospectusFile', name)}
        onBusyChange={uploads.onBusyChange}
        error={form.errors.prospectusFile}
      />

      <Switch
        label={t('ipo.form.financing')}
        description={t('ipo.form.financingHint')}
        {...form.getInputProps('financing', { type: 'checkbox' })}
      />
      {form.values.financing ? (
        <FieldGrid>
          <DecimalField label={t('ipo.form.financingRate')} {...form.getInputProps('financingRate')} />
          <NumberInput
            label={t('ipo.form.financingLeverage')}
            withAsterisk
            min={2}
            max={TRADING_LIMITS.maxLeverage}
            {...shares}
            {...form.getInputProps('financingLeverage')}
          />
        </FieldGrid>
      ) : null}
    </EditorModal>
  );
}
