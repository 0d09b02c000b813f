import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@platform/client';
import { CODES, type MiningPreviewView, type MiningProductView, miningPreviewQuery } from '@platform/contracts';
import {
  Amount,
  applyFieldErrors,
  groupDigits,
  toast,
  useMessage,
  useSchemaValidate,
  useShowError,
  useTexts,
} from '@platform/ui';
import { useState } from 'react';
import { CardTitle, FigureList } from '../../lib/product/index.ts';
import { fetchPreview, usePurchase } from './api.ts';
import { ConfirmPurchase } from './confirm-purchase.tsx';
import { purchaseFailedText } from './purchase-failure.ts';
import { MINING } from './texts.ts';

type Values = { hashRate: string };

/** A product's terms: pool, coin, the hash-rate fee and electricity per TH/s, the term and its periods. */
export function ProductFacts({ product: p }: { product: MiningProductView }) {
  const { t } = useTexts(MINING);
  const usdt = (value: string) => <Amount value={value} currency={p.currency} />;
  return (
    <FigureList
      prefix="mining"
      tabular
      wide={3}
      figures={[
        ['pool', t('products.pool'), `${p.pool} · ${p.coin}`],
        ['pricePerTh', t('products.pricePerTh'), usdt(p.pricePerTh)],
        ['electricityPerThDay', t('products.electricityPerThDay'), usdt(p.electricityPerThDay)],
        ['term', t('products.term'), t('products.days', { count: p.termDays })],
        ['periodsInTerm', t('products.periods'), groupDigits(p.periodsInTerm)],
        [
          'hashRateRange',
          t('products.hashRateRange'),
          t('products.range', { min: groupDigits(p.minHashRate), max: groupDigits(p.maxHashRate) }),
        ],
      ]}
    />
  );
}

/**
 * A product on sale with its buy form: the hash rate (the contract's rule, then the product's range, on the field);
 * Buy asks the server for the preview, the dialog shows it, Confirm buys. 'Purchase successful' or 'Purchase failed'.
 */
export function ProductCard({ product: p }: { product: MiningProductView }) {
  const { t } = useTexts(MINING);
  const say = useMessage();
  const showError = useShowError();
  const purchase = usePurchase();
  const [preview, setPreview] = useState<MiningPreviewView | null>(null);
  const schemaRules = useSchemaValidate<Values>(miningPreviewQuery);
  const form = useForm<Values>({
    initialValues: { hashRate: String(p.minHashRate) },
    validate: (values) => {
      const errors = schemaRules(values);
      if (errors.hashRate) return errors;
      const rate = Number(values.hashRate);
      return rate < p.minHashRate || rate > p.maxHashRate ? { hashRate: say('miningHashRateRange') } : {};
    },
  });
  const titleId = `mining-product-${p.id}`;
  // A refusal not about the hash rate is the spec's 'Purchase failed', with the server's reason when it adds one.
  const failed = (error: unknown) => {
    const announced = isApiError(error) && (error.code === CODES.unauthorized || error.code === CODES.forbidden);
    if (!isApiError(error) || error.kind !== 'api' || announced || applyFieldErrors(form, error)) {
      showError(error, form);
      return;
    }
    toast.error(
      purchaseFailedText(error.msg, say('miningPurchaseFailed'), (failed, reason) =>
        t('buy.failedWith', { failed, reason }),
      ),
    );
  };
  const submit = form.onSubmit(async ({ hashRate }) => {
    try {
      setPreview(await fetchPreview(p.id, Number(hashRate)));
    } catch (error) {
      showError(error, form);
    }
  });
  const confirm = async () => {
    try {
      await purchase.mutateAsync({ productId: p.id, hashRate: Number(form.values.hashRate) });
      toast.success(say('miningPurchaseSuccessful'));
    } catch (error) {
      failed(error);
    }
    setPreview(null);
  };
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} data-testid="mining-product">
      <Stack gap="sm">
        <CardTitle id={titleId} order={3} name={p.name} description={p.description} />
        <ProductFacts product={p} />
        <form onSubmit={submit} noValidate aria-label={t('buy.formLabel', { name: p.name })}>
          <Stack gap="sm">
            <TextInput
              label={t('buy.hashRate')}
              description={t('buy.hashRateHint', { min: groupDigits(p.minHashRate), max: groupDigits(p.maxHashRate) })}
              inputMode="numeric"
              autoComplete="off"
              styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
              {...form.getInputProps('hashRate')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={purchase.isPending}>
                {t('buy.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <ConfirmPurchase
        name={p.name}
        preview={preview}
        busy={purchase.isPending}
        onCancel={() => setPreview(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
