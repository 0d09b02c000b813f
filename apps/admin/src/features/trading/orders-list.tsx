import { Stack, Text } from '@mantine/core';
import { type ADMIN_ORDER_SORTS, ORDER_STATUSES } from '@platform/contracts';
import { textsUnder, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminOrder, tradingQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { fractionToPercent } from './percent.ts';
import {
  grouped,
  InstrumentCell,
  LabelledFigure,
  money,
  OrderStatusBadge,
  SideBadge,
  TraderCell,
} from './trading-cells.tsx';
import { type TradingFilterKey, tradingFilterForm, tradingQuery } from './trading-filters.tsx';

/**
 * Every user's orders, read-only, newest first or sorted by time, user or symbol: what was asked, what it filled at
 * (from the market data), what it cost. Pending orders fill as the market moves, so the page asks again every 10 s.
 */
export function useOrderList(): ResourceListDescription<
  AdminOrder,
  TradingFilterKey<'status'>,
  (typeof ADMIN_ORDER_SORTS)[number]
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'trading.orders.columns');
  const o = textsUnder(t, 'trading.orders');
  return {
    label: t('trading.orders.title'),
    minWidth: 980,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) =>
      useQuery(tradingQueries.orders({ ...tradingQuery(filters, 'status', ORDER_STATUSES), sort, pageNum, pageSize })),
    filterForm: tradingFilterForm({
      key: 'status',
      label: t('trading.filters.status'),
      options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`trading.statuses.${s}`) })),
    }),
    emptyText: t('trading.orders.empty'),
    rowKey: (order) => order.id,
    rowData: (order) => ({ 'data-order-id': order.id }),
    columns: [
      {
        head: c('order'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (order) => (
          <>
            <Text size="sm">#{order.id}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(order.createdAt)}
            </Text>
          </>
        ),
      },
      {
        head: c('user'),
        sort: 'user',
        cell: (order) => <TraderCell userId={order.userId} username={order.username} />,
      },
      {
        head: c('instrument'),
        sort: 'symbol',
        cell: (order) => <InstrumentCell symbol={order.symbol} name={order.name} />,
      },
      {
        head: c('type'),
        nowrap: true,
        cell: (order) => (
          <>
            <SideBadge side={order.side} />
            <LabelledFigure label={o('quantity')} value={grouped(order.quantity)} />
            <Text size="xs">
              {t(`trading.types.${order.type}`)} · {t(`trading.timeInForce.${order.timeInForce}`)} ·{' '}
              {t('trading.leverage', { value: order.leverage })}
            </Text>
          </>
        ),
      },
      {
        head: c('price'),
        nowrap: true,
        cell: (order) => (
          <Stack gap={0}>
            {order.triggerPrice ? <LabelledFigure label={o('trigger')} value={order.triggerPrice} /> : null}
            {order.trailAmount || order.trailPercent ? (
              <Text size="xs">{o('trail', { trail: order.trailAmount ?? `${order.trailPercent} %` })}</Text>
            ) : null}
            {order.limitPrice ? <LabelledFigure label={o('limit')} value={order.limitPrice} /> : null}
            {order.fillPrice ? <LabelledFigure label={o('filled')} value={order.fillPrice} /> : null}
            {order.filledAt ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(order.filledAt)}
              </Text>
            ) : null}
            {!order.limitPrice && !order.fillPrice && !order.triggerPrice ? t('shared.none') : null}
          </Stack>
        ),
      },
      {
        head: c('amount'),
        nowrap: true,
        cell: (order) => (
          <>
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
          </>
        ),
      },
      {
        head: c('status'),
        minWidth: 150,
        cell: (order) => (
          <>
            <OrderStatusBadge status={order.status} />
            {order.reason ? (
              <Text size="xs" mt={2}>
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
          </>
        ),
      },
    ],
  };
}
