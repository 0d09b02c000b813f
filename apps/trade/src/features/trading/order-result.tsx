import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type EndpointResult, isTriggeredType, type tradingApi } from '@platform/contracts';
import { Amount, formatPrice, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ratePercent } from '../../lib/money/rate.ts';
import { howItTriggers, type OrderTerms, priceRows } from './order-terms.ts';
import { TRADING } from './texts.ts';

export type PlacedOrder = EndpointResult<typeof tradingApi.placeOrder>;
type Row = [key: string, label: string, value: ReactNode];

/** What became of the order: filled (at what price, for what margin and fee) or entrusted (and what it holds). */
export function OrderResult({ result, onAnother }: { result: PlacedOrder; onAnother: () => void }) {
  const { t } = useTexts(TRADING);
  const { order } = result;
  const filled = order.status === 'filled';
  const money = (value: string | null) => (value === null ? '—' : <Amount value={value} currency={order.currency} />);
  const terms: OrderTerms = { ...order, limitPrice: order.limitPrice };
  const rows: Row[] = filled
    ? [
        ['fillPrice', t('result.fillPrice'), formatPrice(order.fillPrice, order.currency)],
        ['quantity', t('quantity'), String(order.quantity)],
        ['amount', t('figures.notional'), money(order.amount)],
        ['margin', t('figures.margin'), money(order.margin)],
        ['fee', t('figures.fee', { rate: ratePercent(order.feeRate) }), money(order.fee)],
      ]
    : [
        ...(order.type === 'market'
          ? [['limitPrice', t('limitPrice'), formatPrice(order.limitPrice, order.currency)] as Row]
          : priceRows(terms, t)),
        ['quantity', t('quantity'), String(order.quantity)],
        ['held', t('result.held'), money(order.heldAmount)],
      ];
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="order-result" data-testid="order-result">
      <Stack gap="sm">
        <Title order={2} size="h3" id="order-result" c={filled ? 'teal.9' : undefined}>
          {filled ? t('result.filled') : t('result.entrusted')}
        </Title>
        <Alert color={filled ? 'teal' : 'blue'} variant="light">
          {filled
            ? t('result.filledBody', {
                side: t(`sideWord.${order.side}`),
                quantity: order.quantity,
                symbol: order.symbol,
              })
            : isTriggeredType(order.type) && order.triggeredAt === null
              ? `${howItTriggers(terms, t)} ${t('result.heldBody')}`
              : t('result.entrustedBody', { price: formatPrice(order.limitPrice, order.currency) })}
        </Alert>
        <Stack gap={6}>
          {rows.map(([key, label, value]) => (
            <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600} data-testid={`result-${key}`}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          <Button component={Link} to={`/records?tab=${filled ? 'holdings' : 'entrusted'}`}>
            {filled ? t('result.toHoldings') : t('result.toEntrusted')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('result.another')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
