import { Anchor, Button, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BLOCK_TRADE_MIN_SHARES,
  type BlockOfferView,
  type BlockOrderBody,
  type BlockPreviewView,
  type OrderSide,
} from '@platform/contracts';
import { formatPrice, toast, useLiveOffer, useShowError, useTexts } from '@platform/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { marketSocket } from '../../lib/realtime/socket.ts';
import { fetchPreview, usePlaceBlockOrder } from './api.ts';
import { ConfirmBlock } from './confirm-block.tsx';
import { BLOCK, BLOCK_MINIMUM } from './texts.ts';

const percent = (rate: string) => String(Number(rate) * 100);

/** One house offer: both prices with the band disclosed, and the block order form. */
export function OfferCard({ offer: asked }: { offer: BlockOfferView }) {
  const { t } = useTexts(BLOCK);
  const offer = useLiveOffer(marketSocket, asked);
  const place = usePlaceBlockOrder();
  const showError = useShowError();
  const form = useForm<{ side: OrderSide; quantity: number | string; leverage: string }>({
    initialValues: {
      side: 'buy',
      quantity: BLOCK_TRADE_MIN_SHARES,
      leverage: String(offer.leverages.at(-1) ?? 1),
    },
  });
  const titleId = `block-offer-${offer.symbol}`;
  const [preview, setPreview] = useState<BlockPreviewView | null>(null);
  const orderOf = (values: typeof form.values): BlockOrderBody => ({
    symbol: offer.symbol,
    side: values.side,
    quantity: Number(values.quantity),
    leverage: Number(values.leverage),
  });
  // Place asks the server for the figures first (refusing bad input field by field); Confirm places the order.
  const submit = form.onSubmit(async (values) => {
    try {
      setPreview(await fetchPreview(orderOf(values)));
    } catch (error) {
      showError(error, form);
    }
  });
  const confirm = async () => {
    try {
      const result = await place.mutateAsync(orderOf(form.values));
      toast.success(t('placed', { price: formatPrice(result.order.fillPrice, result.order.currency) }));
    } catch (error) {
      showError(error, form);
    }
    setPreview(null);
  };
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {offer.symbol}{' '}
            <Text span size="sm" c="dimmed">
              {offer.name}
            </Text>
          </Title>
          <Text size="sm" data-testid="block-band">
            {t('pricedAt', { last: formatPrice(offer.last), band: offer.bandPercent })}
          </Text>
        </Group>
        <Group gap="xl" wrap="wrap">
          <OfferPrice label={t('buyOffer')} price={formatPrice(offer.buyPrice)} testId="block-buy-price" />
          <OfferPrice label={t('sellOffer')} price={formatPrice(offer.sellPrice)} testId="block-sell-price" />
          <Text size="sm" data-testid="block-available">
            {t('available', { shares: offer.available.toLocaleString('en') })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('fee', { rate: percent(offer.feeRate) })}
        </Text>
        <form onSubmit={submit} noValidate aria-label={t('offerOf', { symbol: offer.symbol })}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${titleId}-side`}>
                {t('side')}
              </Text>
              <SegmentedControl
                aria-labelledby={`${titleId}-side`}
                data={[
                  { value: 'buy', label: t('buy') },
                  { value: 'sell', label: t('sell') },
                ]}
                {...form.getInputProps('side')}
              />
            </Stack>
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label={t('quantity')}
                description={t('quantityHint', BLOCK_MINIMUM)}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                miw={160}
                {...form.getInputProps('quantity')}
              />
              <Select
                label={t('leverage')}
                data={offer.leverages.map((l) => ({ value: String(l), label: `${l}×` }))}
                allowDeselect={false}
                miw={120}
                {...form.getInputProps('leverage')}
              />
            </Group>
            <Group justify="space-between" wrap="wrap">
              <Anchor component={Link} to="/records" size="sm">
                {t('records')}
              </Anchor>
              <Button type="submit" loading={place.isPending}>
                {t('place')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <ConfirmBlock preview={preview} placing={place.isPending} onCancel={() => setPreview(null)} onConfirm={confirm} />
    </Paper>
  );
}

/** One side's block price after its label. */
function OfferPrice({ label, price, testId }: { label: string; price: string; testId: string }) {
  return (
    <Text>
      {label}{' '}
      <Text span fw={700} className="tabular" data-testid={testId}>
        {price}
      </Text>
    </Text>
  );
}
