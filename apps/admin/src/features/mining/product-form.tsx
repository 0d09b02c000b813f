import { NativeSelect, NumberInput, Text, TextInput } from '@mantine/core';
import { type AdminMiningProductView, MINING_COINS } from '@platform/contracts';
import { loosely } from '@platform/ui';
import { DecimalField, DescriptionField, FieldGrid, NameField, OfferedSwitch } from '../../shared/catalogue-fields.tsx';
import { useEditorForm } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { hintOf } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useSaveProduct } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { miningText } from './i18n.ts';
import { emptyProductValues, productErrors, toBody, valuesOf } from './product-values.ts';

interface ProductFormProps {
  /** The product to edit, `null` for a new one, `undefined` while closed. */
  product: AdminMiningProductView | null | undefined;
  onClose(): void;
}

const whole = { allowDecimal: false, allowNegative: false } as const;

/** Creates or changes a product: its pool and coin, hash-rate and electricity prices, term, hash-rate range; audited. */
export function ProductForm({ product, onClose }: ProductFormProps) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const save = useSaveProduct();
  const { form, modal } = useEditorForm({
    edited: product,
    empty: emptyProductValues,
    valuesOf,
    validate: (values) =>
      productErrors(values, i18n.language, hintOf(loosely(t), 'mining.errors', miningText.en.errors)),
    save: (values) => save.mutateAsync({ id: product?.id ?? null, body: toBody(values) }),
    savedText: product ? t('messages:miningProductSaved') : t('mining.form.created'),
    onSaved: onClose,
  });

  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={product ? t('mining.form.editTitle', { name: product.name }) : t('mining.form.createTitle')}
      size="lg"
      formLabel={t('mining.form.save')}
      saveLabel={t('mining.form.save')}
    >
      <FieldGrid>
        <NameField texts="mining.form" maxLength={80} {...form.getInputProps('name')} />
        <TextInput label={t('mining.form.pool')} withAsterisk maxLength={80} {...form.getInputProps('pool')} />
      </FieldGrid>
      <DescriptionField texts="mining.form" maxRows={5} maxLength={500} {...form.getInputProps('description')} />
      <FieldGrid>
        <NativeSelect
          label={t('mining.form.coin')}
          withAsterisk
          data={MINING_COINS.map((coin) => ({ value: coin, label: coin }))}
          {...form.getInputProps('coin')}
        />
        <NumberInput
          label={t('mining.form.termDays')}
          withAsterisk
          min={1}
          max={3650}
          {...whole}
          {...form.getInputProps('termDays')}
        />
        <DecimalField label={t('mining.form.pricePerTh')} autoComplete="off" {...form.getInputProps('pricePerTh')} />
        <DecimalField
          label={t('mining.form.electricityPerThDay')}
          autoComplete="off"
          {...form.getInputProps('electricityPerThDay')}
        />
        <NumberInput
          label={t('mining.form.minHashRate')}
          withAsterisk
          min={1}
          {...whole}
          {...form.getInputProps('minHashRate')}
        />
        <NumberInput
          label={t('mining.form.maxHashRate')}
          withAsterisk
          min={1}
          {...whole}
          {...form.getInputProps('maxHashRate')}
        />
      </FieldGrid>
      <Text size="xs" c="dimmed">
        {t('mining.form.termsNote')}
      </Text>
      <OfferedSwitch texts="mining.form" {...form.getInputProps('active', { type: 'checkbox' })} />
    </EditorModal>
  );
}
