import { Button, Group, Stack, Text } from '@mantine/core';
import { isTriggeredType, type PlaceOrderBody, type TicketView } from '@platform/contracts';
import { Amount, type TranslateIn, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { ratePercent } from '../../lib/money/rate.ts';
import { OrderSheet } from './order-sheet.tsx';
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
type Say = TranslateIn<typeof TRADING>;

/** The prices the order is at: the market price now, its limit, its trigger, or its trail and the level now. */
function priceRows(body: PlaceOrderBody, ticket: TicketView, t: Say): Row[] {
  const at = (price: string | null | undefined) => `${price ?? '—'} ${ticket.currency}`;
  const trigger: Row = ['trigger', t('triggerPrice'), at(body.triggerPrice)];
  const limit: Row = ['price', t('limitPrice'), at(body.price)];
  switch (body.type) {
    case 'market':
      return [['price', t('figures.price'), t('confirm.marketPrice', { price: at(ticket.price) })]];
    case 'limit':
      return [['price', t('figures.price'), at(body.price)]];
    case 'stop':
      return [trigger];
    case 'stop_limit':
      return [trigger, limit];
    case 'trailing_stop':
      return [
        ['trail', t('trail'), trailOf(body, ticket)],
        ['trigger', t('trailingLevel'), at(ticket.triggerPrice)],
      ];
  }
}

const trailOf = (body: PlaceOrderBody, ticket: TicketView) =>
  body.trailAmount ? `${body.trailAmount} ${ticket.currency}` : `${body.trailPercent} %`;

/** One plain sentence: what the market must do, and what the order then does. */
function howItTriggers(body: PlaceOrderBody, ticket: TicketView, t: Say): string {
  const at = (price: string | null | undefined) => `${price ?? '—'} ${ticket.currency}`;
  const common = { quantity: body.quantity, symbol: ticket.symbol };
  if (body.type === 'trailing_stop') {
    return t(`confirm.how.trailing_stop.${body.side}`, {
      ...common,
      trail: trailOf(body, ticket),
      level: at(ticket.triggerPrice),
    });
  }
  const type = body.type === 'stop_limit' ? 'stop_limit' : 'stop';
  return t(`confirm.how.${type}.${body.side}`, { ...common, trigger: at(body.triggerPrice), limit: at(body.price) });
}

function ConfirmBody({ body, ticket }: { body: PlaceOrderBody; ticket: TicketView }) {
  const { t } = useTexts(TRADING);
  const { currency } = ticket;
  const money = (value: string | null) => (value === null ? '—' : <Amount value={value} currency={currency} />);
  const stop = (value: string | undefined) => (value ? `${value} ${currency}` : t('confirm.stopNone'));
  const rows: Row[] = [
    ['instrument', t('confirm.instrument'), `${ticket.symbol} · ${ticket.name}`],
    ['side', t('side.label'), t(`sideLong.${body.side}`)],
    ['type', t('type.label'), t(`type.${body.type}`)],
    ['quantity', t('quantity'), String(body.quantity)],
    ...priceRows(body, ticket, t),
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
          {howItTriggers(body, ticket, t)}
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
