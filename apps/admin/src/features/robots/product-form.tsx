import {
  Alert,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminRobotProductView } from '@platform/contracts';
import { groupDigits, TABULAR, toast, useShowError } from '@platform/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from '../../shared/reason-field.tsx';
import { useSaveRobotProduct } from './api.ts';
import {
  PARAM_FIELDS,
  type ProductValues,
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
  const { t, i18n } = useTranslation();
  const showError = useShowError();
  const save = useSaveRobotProduct();
  const form = useForm<ProductValues>({
    mode: 'controlled',
    validate: (values) =>
      product ? productErrors(product.strategy, values, i18n.language, (key) => t(`robots.errors.${key}`)) : {},
  });
  useEffect(() => {
    if (!product) return;
    form.setValues(valuesOf(product));
    form.resetDirty();
    form.clearErrors();
  }, [product]);

  const submit = form.onSubmit(async (values) => {
    if (!product) return;
    try {
      await save.mutateAsync({ id: product.id, body: toBody(product.strategy, values) });
      toast.success(t('messages:robotProductSaved'));
      onClose();
    } catch (error) {
      showError(error, form, SERVER_FIELDS);
    }
  });

  const values = form.getValues();
  const ready = product !== null && values.name !== undefined;
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product ? t('robots.form.title', { name: product.name }) : ''}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      size="lg"
      centered
    >
      {product && ready && (
        <form onSubmit={submit} noValidate aria-label={t('robots.form.save')}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('robots.form.fixed', {
                strategy: t(`robots.strategy.${product.strategy}`),
                symbol: product.symbol,
                instrument: product.instrumentName,
                lot: groupDigits(product.lotSize),
              })}
            </Text>
            <TextInput
              data-autofocus
              label={t('robots.form.name')}
              withAsterisk
              maxLength={60}
              {...form.getInputProps('name')}
            />
            <Textarea
              label={t('robots.form.description')}
              description={t('robots.form.descriptionHint')}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={1000}
              {...form.getInputProps('description')}
            />
            <Title order={3} size="h5">
              {t('robots.form.defaults')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('robots.form.defaultsHint', { lot: groupDigits(product.lotSize) })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
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
            </SimpleGrid>
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
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              <TextInput
                label={t('robots.form.buyPrice')}
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                styles={{ input: TABULAR }}
                {...form.getInputProps('buyPrice')}
              />
              <TextInput
                label={t('robots.form.minAllocation')}
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                styles={{ input: TABULAR }}
                {...form.getInputProps('minAllocation')}
              />
            </SimpleGrid>
            <RentOptionsFields form={form} />
            <Switch
              label={t('robots.form.activeLabel')}
              description={t('robots.form.activeHint')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            <Alert color="blue" variant="light">
              <Text size="sm">{t('robots.form.laterOnly')}</Text>
            </Alert>
            <ReasonField {...form.getInputProps('reason')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('robots.form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
