import { Alert, Text, TextInput, Title } from '@mantine/core';
import type { AdminRobotProductView } from '@platform/contracts';
import { groupDigits, loosely, TABULAR } from '@platform/ui';
import { DecimalField, DescriptionField, FieldGrid, NameField, OfferedSwitch } from '../../shared/catalogue-fields.tsx';
import { useEditorForm } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSaveRobotProduct } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import {
  blankProductValues,
  PARAM_FIELDS,
  paramsOf,
  productErrors,
  SERVER_FIELDS,
  toBody,
  valuesOf,
} from './product-values.ts';
import { RentOptionsFields } from './rent-options-fields.tsx';
import { rulesInWords } from './rules.ts';

interface ProductFormProps {
  /** The product to edit, `null` while closed. */
  product: AdminRobotProductView | null;
  onClose(): void;
}

// Prices and percents take decimals; counts and minutes are whole numbers.
const DECIMAL = new Set(['lowerPrice', 'upperPrice', 'takeProfitPercent', 'entryDeviations']);

/** Changes a product: name, description, default parameters, prices, rent options, whether offered; audited. */
export function ProductForm({ product, onClose }: ProductFormProps) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const save = useSaveRobotProduct();
  const { form, modal } = useEditorForm({
    // Products are seeded, never created here: closed is the only other state.
    edited: product ?? undefined,
    empty: blankProductValues,
    valuesOf,
    validate: (values) =>
      product
        ? productErrors(product.strategy, values, i18n.language, (key) => loosely(t)(`robots.errors.${key}`))
        : {},
    save: async (values) => {
      if (product) await save.mutateAsync({ id: product.id, body: toBody(product.strategy, values) });
    },
    savedText: t('messages:robotProductSaved'),
    onSaved: onClose,
    serverFields: SERVER_FIELDS,
  });

  const values = form.getValues();
  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={product ? t('robots.form.title', { name: product.name }) : ''}
      size="lg"
      formLabel={t('robots.form.save')}
      saveLabel={t('robots.form.save')}
    >
      {product ? (
        <>
          <Text size="sm" c="dimmed">
            {t('robots.form.fixed', {
              strategy: t(`robots.strategy.${product.strategy}`),
              symbol: product.symbol,
              instrument: product.instrumentName,
              lot: groupDigits(product.lotSize),
            })}
          </Text>
          <NameField texts="robots.form" maxLength={60} {...form.getInputProps('name')} />
          <DescriptionField texts="robots.form" maxRows={5} maxLength={1000} {...form.getInputProps('description')} />
          <Title order={3} size="h5">
            {t('robots.form.defaults')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('robots.form.defaultsHint', { lot: groupDigits(product.lotSize) })}
          </Text>
          <FieldGrid>
            {PARAM_FIELDS[product.strategy].map((field) => (
              <TextInput
                key={field}
                label={t(`robots.params.${field}`)}
                withAsterisk
                inputMode={DECIMAL.has(field) ? 'decimal' : 'numeric'}
                autoComplete="off"
                styles={{ input: TABULAR }}
                {...form.getInputProps(field)}
              />
            ))}
          </FieldGrid>
          <Alert color="gray" variant="light" title={t('robots.form.ruleLabel')}>
            <Text size="sm" data-testid="robot-rule">
              {rulesInWords(t, paramsOf(product.strategy, values), product.symbol)}
            </Text>
            {product.strategy === 'grid' && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('robots.gridRecentred')}
              </Text>
            )}
          </Alert>
          <Title order={3} size="h5">
            {t('robots.form.prices', { currency: product.currency })}
          </Title>
          <FieldGrid>
            <DecimalField
              label={t('robots.form.buyPrice')}
              autoComplete="off"
              styles={{ input: TABULAR }}
              {...form.getInputProps('buyPrice')}
            />
            <DecimalField
              label={t('robots.form.minAllocation')}
              autoComplete="off"
              styles={{ input: TABULAR }}
              {...form.getInputProps('minAllocation')}
            />
          </FieldGrid>
          <RentOptionsFields form={form} />
          <OfferedSwitch texts="robots.form" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Alert color="blue" variant="light">
            <Text size="sm">{t('robots.form.laterOnly')}</Text>
          </Alert>
        </>
      ) : null}
    </EditorModal>
  );
}
