import { Text } from '@mantine/core';
import {
  type ADMIN_POSITION_SORTS,
  CURRENCY_DECIMALS,
  formatAmount,
  POSITION_STATES,
  sumDecimals,
} from '@platform/contracts';
import { ChangeText, textsUnder, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminPosition, tradingQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { grouped, InstrumentCell, LabelledFigure, money, SideBadge, TraderCell } from './trading-cells.tsx';
import { type TradingFilterKey, tradingFilterForm, tradingQuery } from './trading-filters.tsx';

/** The opening fee, and the closing one once closed. */
const feesOf = (p: AdminPosition) =>
  sumDecimals(p.closeFee ? [p.openFee, p.closeFee] : [p.openFee], CURRENCY_DECIMALS[p.currency]);

/** A signed P/L: its direction shows as a sign and an arrow, not by colour alone. */
function Pnl({ value, currency }: { value: string; currency: AdminPosition['currency'] }) {
  return <ChangeText value={formatAmount(value, currency)} suffix={` ${currency}`} upColor="green-up" size="sm" />;
}

const stateTones: Record<AdminPosition['state'], Tone> = { open: 'blue', closed: 'gray' };

/**
 * Every user's positions, read-only, newest first or sorted by opening time, user or symbol. Open ones: the price they
 * would close at now and the P/L at it, which move with every tick, so the page asks again every 5 s.
 */
export function usePositionList(): ResourceListDescription<
  AdminPosition,
  TradingFilterKey<'state'>,
  (typeof ADMIN_POSITION_SORTS)[number]
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'trading.positions.columns');
  const label = textsUnder(t, 'trading.positions');
  const none = t('shared.none');
  return {
    label: t('trading.positions.title'),
    minWidth: 980,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) =>
      useQuery(
        tradingQueries.positions({ ...tradingQuery(filters, 'state', POSITION_STATES), sort, pageNum, pageSize }),
      ),
    filterForm: tradingFilterForm({
      key: 'state',
      label: t('trading.filters.state'),
      options: POSITION_STATES.map((s) => ({ value: s, label: t(`trading.states.${s}`) })),
    }),
    emptyText: t('trading.positions.empty'),
    rowKey: (p) => p.id,
    rowData: (p) => ({ 'data-position-id': p.id, 'data-state': p.state }),
    columns: [
      {
        head: c('position'),
        nowrap: true,
        cell: (p) => (
          <>
            <Text size="sm">#{p.id}</Text>
            <Text size="xs" c="dimmed">
              {t('trading.positions.order', { id: p.orderId })}
            </Text>
          </>
        ),
      },
      { head: c('user'), sort: 'user', cell: (p) => <TraderCell userId={p.userId} username={p.username} /> },
      { head: c('instrument'), sort: 'symbol', cell: (p) => <InstrumentCell symbol={p.symbol} name={p.name} /> },
      {
        head: c('side'),
        nowrap: true,
        cell: (p) => (
          <>
            <SideBadge side={p.side} />
            <LabelledFigure label={label('quantity')} value={grouped(p.quantity)} />
            <Text size="xs">{t('trading.leverage', { value: p.leverage })}</Text>
          </>
        ),
      },
      {
        head: c('open'),
        sort: 'openedAt',
        descFirst: true,
        nowrap: true,
        cell: (p) => (
          <>
            <Text size="sm" ff="monospace">
              {p.openPrice}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(p.openedAt)}
            </Text>
          </>
        ),
      },
      {
        head: c('margin'),
        nowrap: true,
        cell: (p) => (
          <>
            <LabelledFigure label={label('margin')} value={money(p.margin, p.currency)} />
            <LabelledFigure label={label('fees')} value={money(feesOf(p), p.currency)} />
          </>
        ),
      },
      {
        head: c('mark'),
        nowrap: true,
        cell: (p) =>
          p.state === 'open' ? (
            <>
              <Text size="sm" ff="monospace">
                {p.markPrice ?? label('noQuote')}
              </Text>
              <Text size="xs" c="dimmed">
                {label('stopLoss')} {p.stopLoss ?? none} · {label('takeProfit')} {p.takeProfit ?? none}
              </Text>
            </>
          ) : (
            <>
              <Text size="sm" ff="monospace">
                {p.closePrice ?? none}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(p.closedAt) ?? none}
              </Text>
            </>
          ),
      },
      {
        head: c('pnl'),
        // The figure stays on one line; a loss the house absorbed wraps under it.
        right: true,
        cell: (p) => {
          const pnl = p.state === 'open' ? p.floatingPnl : p.realizedPnl;
          return (
            <>
              {pnl ? <Pnl value={pnl} currency={p.currency} /> : none}
              {p.absorbedLoss && /[1-9]/.test(p.absorbedLoss) ? (
                <Text size="xs" c="dimmed">
                  {t('trading.positions.absorbed', { amount: money(p.absorbedLoss, p.currency) })}
                </Text>
              ) : null}
            </>
          );
        },
      },
      {
        head: c('state'),
        nowrap: true,
        cell: (p) => (
          <>
            <ToneBadge tone={stateTones[p.state]}>{t(`trading.states.${p.state}`)}</ToneBadge>
            {p.closeReason ? (
              <Text size="xs" mt={2}>
                {t(`trading.closeReasons.${p.closeReason}`)}
              </Text>
            ) : null}
          </>
        ),
      },
    ],
  };
}
