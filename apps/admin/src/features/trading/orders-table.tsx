import { Stack, Table, Text } from '@mantine/core';
import { textsUnder, useDateFormat } from '@platform/ui';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { AdminOrder } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { fractionToPercent } from './percent.ts';
import {
  grouped,
  InstrumentCell,
  LabelledFigure,
  money,
  nowrap,
  OrderStatusBadge,
  SideBadge,
  TraderCell,
} from './trading-cells.tsx';

/** Every user's orders, read-only: what was asked, what it filled at (from the market data), what it cost. */
export function OrdersTable({ rows }: { rows: AdminOrder[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'trading.orders.columns');
  const o = textsUnder(t, 'trading.orders');
  return (
    <DataTable
      label={t('trading.orders.title')}
      minWidth={980}
      head={[c('order'), c('user'), c('instrument'), c('type'), c('price'), c('amount'), c('status')]}
    >
      {rows.map((order) => (
        <Table.Tr key={order.id} data-order-id={order.id}>
          <Table.Td style={nowrap}>
            <Text size="sm">#{order.id}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(order.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td>
            <TraderCell userId={order.userId} username={order.username} />
          </Table.Td>
          <Table.Td>
            <InstrumentCell symbol={order.symbol} name={order.name} />
          </Table.Td>
          <Table.Td style={nowrap}>
            <SideBadge side={order.side} />
            <LabelledFigure label={o('quantity')} value={grouped(order.quantity)} />
            <Text size="xs">
              {t(`trading.types.${order.type}`)} · {t(`trading.timeInForce.${order.timeInForce}`)} ·{' '}
              {t('trading.leverage', { value: order.leverage })}
            </Text>
          </Table.Td>
          <Table.Td style={nowrap}>
            <Stack gap={0}>
              {order.limitPrice ? <LabelledFigure label={o('limit')} value={order.limitPrice} /> : null}
              {order.fillPrice ? <LabelledFigure label={o('filled')} value={order.fillPrice} /> : null}
              {order.filledAt ? (
                <Text size="xs" c="dimmed">
                  {formatDateTime(order.filledAt)}
                </Text>
              ) : null}
              {!order.limitPrice && !order.fillPrice ? t('shared.none') : null}
            </Stack>
          </Table.Td>
          <Table.Td style={nowrap}>
            {order.amount ? <LabelledFigure label={o('notional')} value={money(order.amount, order.currency)} /> : null}
            {order.margin ? <LabelledFigure label={o('margin')} value={money(order.margin, order.currency)} /> : null}
            {order.fee ? <LabelledFigure label={o('fee')} value={money(order.fee, order.currency)} /> : null}
            {order.status === 'pending' ? (
              <LabelledFigure label={o('held')} value={money(order.heldAmount, order.currency)} />
            ) : null}
            <Text size="xs" c="dimmed">
              {t('trading.orders.feeRate', {
                rate: t('trading.percent', { value: fractionToPercent(order.feeRate) }),
              })}
            </Text>
          </Table.Td>
          <Table.Td style={{ minWidth: 150 }}>
            <OrderStatusBadge status={order.status} />
            {order.reason ? (
              <Text size="xs" mt={2} style={{ overflowWrap: 'anywhere' }}>
                {order.reason}
              </Text>
            ) : null}
            {order.positionId ? (
              <Text size="xs" c="dimmed">
                {t('trading.orders.position', { id: order.positionId })}
              </Text>
            ) : null}
            {order.endedAt && order.status !== 'filled' ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(order.endedAt)}
              </Text>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
