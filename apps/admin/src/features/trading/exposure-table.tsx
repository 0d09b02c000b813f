import { Table, Text } from '@mantine/core';
import { type exposureView, formatAmount, isSettlementCurrency, type z } from '@platform/contracts';
import { ChangeText, textsUnder } from '@platform/ui';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { grouped, InstrumentCell } from './trading-cells.tsx';

type ExposureRow = z.infer<typeof exposureView>['rows'][number];

/** The house is every position's counterparty: its P/L is the users' with the sign turned (exact, on the text). */
const opposite = (value: string) =>
  value.startsWith('-') ? value.slice(1) : /[1-9]/.test(value) ? `-${value}` : value;

const signed = (n: number) => (n > 0 ? `+${grouped(n)}` : grouped(n));

/** A quantity or a count, right-aligned in tabular digits so a column's figures line up. */
function Count({ children }: { children: string }) {
  return (
    <Table.Td ta="right" ff="monospace">
      {children}
    </Table.Td>
  );
}

function Pnl({ value, currency }: { value: string | null; currency: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  if (value === null) return <>{t('shared.none')}</>;
  const shown = isSettlementCurrency(currency) ? formatAmount(value, currency) : value;
  return <ChangeText value={shown} suffix={` ${currency}`} upColor="green-up" size="sm" />;
}

/** Per instrument: users' long and short quantities in open positions, and the floating P/L on each side. */
export function ExposureTable({ rows }: { rows: ExposureRow[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const c = textsUnder(t, 'trading.exposure.columns');
  return (
    <DataTable
      label={t('trading.exposure.title')}
      minWidth={1000}
      head={[c('instrument'), c('long'), c('short'), c('net'), c('positions'), c('mark'), c('users'), c('house')]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.symbol} data-symbol={row.symbol}>
          <Table.Td style={{ minWidth: 160 }}>
            <InstrumentCell symbol={row.symbol} name={row.name} />
          </Table.Td>
          <Count>{grouped(row.longQuantity)}</Count>
          <Count>{grouped(row.shortQuantity)}</Count>
          <Count>{signed(row.netQuantity)}</Count>
          <Count>{grouped(row.positions)}</Count>
          <Table.Td ta="right">
            <Text size="sm" ff="monospace">
              {row.markPrice ?? t('shared.none')}
            </Text>
            <Text size="xs" c="dimmed">
              {row.currency}
            </Text>
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Pnl value={row.usersFloatingPnl} currency={row.currency} />
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Pnl
              value={row.usersFloatingPnl === null ? null : opposite(row.usersFloatingPnl)}
              currency={row.currency}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
