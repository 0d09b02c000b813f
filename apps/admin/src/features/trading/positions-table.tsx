import { Table, Text } from '@mantine/core';
import { CURRENCY_DECIMALS, formatAmount, sumDecimals } from '@platform/contracts';
import { ChangeText, textsUnder, useDateFormat } from '@platform/ui';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { AdminPosition } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { grouped, InstrumentCell, LabelledFigure, money, nowrap, SideBadge, TraderCell } from './trading-cells.tsx';

/** The opening fee, and the closing one once closed. */
const feesOf = (p: AdminPosition) =>
  sumDecimals(p.closeFee ? [p.openFee, p.closeFee] : [p.openFee], CURRENCY_DECIMALS[p.currency]);

/** A signed P/L: its direction shows as a sign and an arrow, not by colour alone. */
function Pnl({ value, currency }: { value: string; currency: AdminPosition['currency'] }) {
  return <ChangeText value={formatAmount(value, currency)} suffix={` ${currency}`} upColor="green-up" size="sm" />;
}

const stateTones: Record<AdminPosition['state'], Tone> = { open: 'blue', closed: 'gray' };

/** Every user's positions, read-only. Open ones: the price they would close at now and the P/L at it. */
export function PositionsTable({ rows }: { rows: AdminPosition[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'trading.positions.columns');
  const label = textsUnder(t, 'trading.positions');
  const none = t('shared.none');
  return (
    <DataTable
      label={t('trading.positions.title')}
      minWidth={1000}
      head={[
        c('position'),
        c('user'),
        c('instrument'),
        c('side'),
        c('open'),
        c('margin'),
        c('mark'),
        c('pnl'),
        c('state'),
      ]}
    >
      {rows.map((p) => {
        const open = p.state === 'open';
        const pnl = open ? p.floatingPnl : p.realizedPnl;
        return (
          <Table.Tr key={p.id} data-position-id={p.id} data-state={p.state}>
            <Table.Td style={nowrap}>
              <Text size="sm">#{p.id}</Text>
              <Text size="xs" c="dimmed">
                {t('trading.positions.order', { id: p.orderId })}
              </Text>
            </Table.Td>
            <Table.Td>
              <TraderCell userId={p.userId} username={p.username} />
            </Table.Td>
            <Table.Td>
              <InstrumentCell symbol={p.symbol} name={p.name} />
            </Table.Td>
            <Table.Td style={nowrap}>
              <SideBadge side={p.side} />
              <LabelledFigure label={label('quantity')} value={grouped(p.quantity)} />
              <Text size="xs">{t('trading.leverage', { value: p.leverage })}</Text>
            </Table.Td>
            <Table.Td style={nowrap}>
              <Text size="sm" ff="monospace">
                {p.openPrice}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(p.openedAt)}
              </Text>
            </Table.Td>
            <Table.Td style={nowrap}>
              <LabelledFigure label={label('margin')} value={money(p.margin, p.currency)} />
              <LabelledFigure label={label('fees')} value={money(feesOf(p), p.currency)} />
            </Table.Td>
            <Table.Td style={nowrap}>
              <Text size="sm" ff="monospace">
                {open ? (p.markPrice ?? label('noQuote')) : (p.closePrice ?? none)}
              </Text>
              {open ? (
                <Text size="xs" c="dimmed">
                  {label('stopLoss')} {p.stopLoss ?? none} · {label('takeProfit')} {p.takeProfit ?? none}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  {formatDateTime(p.closedAt) ?? none}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {pnl ? <Pnl value={pnl} currency={p.currency} /> : none}
              {p.absorbedLoss && /[1-9]/.test(p.absorbedLoss) ? (
                <Text size="xs" c="dimmed">
                  {t('trading.positions.absorbed', { amount: money(p.absorbedLoss, p.currency) })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={nowrap}>
              <ToneBadge tone={stateTones[p.state]}>{t(`trading.states.${p.state}`)}</ToneBadge>
              {p.closeReason ? (
                <Text size="xs" mt={2}>
                  {t(`trading.closeReasons.${p.closeReason}`)}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
