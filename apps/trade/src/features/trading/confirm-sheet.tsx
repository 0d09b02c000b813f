import { Button, Group, Stack, Text } from '@mantine/core';
import { isTriggeredType, type PlaceOrderBody, type TicketView } from '@platform/contracts';
import { Amount, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { ratePercent } from '../../lib/money/rate.ts';
import { OrderSheet } from './order-sheet.tsx';
import { howItTriggers, type OrderTerms, priceRows } from './order-terms.ts';
import { TRADING } from './texts.ts';
import { CloseFeeNote } from './ticket-figures.tsx';

interface ConfirmSheetProps {
  /** The order as it will be sent, and the server's figures for it, fetched as the sheet opened. */
  order: { body: PlaceOrderBody; ticket: TicketView } | null;
  placing: boolean;
  onCancel: () => void;
  onOk: () => void;
  /** The sheet has finished closing. */
  onClosed?: () => void;
}

/** Every figure of the order before it is placed: Cancel goes back to the ticket, Ok places it. */
export function ConfirmSheet({ order, placing, onCancel, onOk, onClosed }: ConfirmSheetProps) {
  const { t } = useTexts(TRADING);
  return (
    <OrderSheet
      opened={order !== null}
      onClose={() => !placing && onCancel()}
      onClosed={onClosed}
      title={t('confirm.title')}
    >
      {order && <ConfirmBody {...order} />}
      <Group justify="flex-end" mt="md" grow>
        <Button variant="default" onClick={onCancel} disabled={placing}>
          {t('common:cancel')}
        </Button>
        <Button onClick={onOk} loading={placing} color={order?.body.side === 'sell' ? 'red.9' : 'teal.9'}>
          {t('common:ok')}
        </Button>
      </Group>
    </OrderSheet>
  );
}

type Row = [key: string, label: string, value: ReactNode];

/** The order as asked, with the ticket's symbol, currency, price now and (a trailing stop's) level now. */
const termsOf = (body: PlaceOrderBody, ticket: TicketView): OrderTerms => ({
  type: body.type,
  side: body.side,
  quantity: String(body.quantity),
  symbol: ticket.symbol,
  currency: ticket.currency,
  marketPrice: ticket.price,
  limitPrice: body.price,
  triggerPrice: body.type === 'trailing_stop' ? ticket.triggerPrice : body.triggerPrice,
  trailAmount: body.trailAmount,
  trailPercent: body.trailPercent,
});

function ConfirmBody({ body, ticket }: { body: PlaceOrderBody; ticket: TicketView }) {
  const { t } = useTexts(TRADING);
  const { currency } = ticket;
  const terms = termsOf(body, ticket);
  const money = (value: string | null) => (value === null ? '—' : <Amount value={value} currency={currency} />);
  const stop = (value: string | undefined) => (value ? `${value} ${currency}` : t('confirm.stopNone'));
  const rows: Row[] = [
    ['instrument', t('confirm.instrument'), `${ticket.symbol} · ${ticket.name}`],
    ['side', t('side.label'), t(`sideLong.${body.side}`)],
    ['type', t('type.label'), t(`type.${body.type}`)],
    ['quantity', t('quantity'), String(body.quantity)],
    ...priceRows(terms, t),
    ['leverage', t('leverage'), t('leverageOption', { value: body.leverage })],
    ['notional', t('figures.notional'), money(ticket.notional)],
    ['margin', t('figures.margin'), money(ticket.margin)],
    ['fee', t('figures.fee', { rate: ratePercent(ticket.settings.feeRate) }), money(ticket.fee)],
    ['closeFee', t('figures.closeFee'), money(ticket.closeFee)],
    ['roundTripFee', t('figures.roundTripFee'), money(ticket.roundTripFee)],
    ['total', t('figures.total'), money(ticket.total)],
    ['stopLoss', t('stopLoss'), stop(body.stopLoss)],
    ['takeProfit', t('takeProfit'), stop(body.takeProfit)],
    ...(body.type !== 'market'
      ? [['timeInForce', t('timeInForce.label'), t(`timeInForce.${body.timeInForce ?? 'gtc'}`)] as Row]
      : []),
    ['freeMargin', t('figures.freeMargin'), money(ticket.freeMargin)],
  ];
  return (
    <Stack gap={6} data-testid="confirm-figures">
      {rows.map(([key, label, value]) => (
        <Group key={key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={key === 'total' ? 700 : 500} ta="right" data-testid={`confirm-${key}`}>
            {value}
          </Text>
        </Group>
      ))}
      <CloseFeeNote ticket={ticket} />
      {isTriggeredType(body.type) && (
        <Text size="sm" mt={4} data-testid="confirm-how">
          {howItTriggers(terms, t)}
        </Text>
      )}
      {body.type === 'market' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('confirm.warning')}
        </Text>
      )}
    </Stack>
  );
}
