import { Anchor, Table } from '@mantine/core';
import { ChangeText, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { DataTable } from '../../shared/data-table.tsx';
import { MarketStatusBadge } from '../../shared/market/market-badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { AdminInstrument } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function InstrumentsTable({ rows }: { rows: AdminInstrument[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  return (
    <DataTable
      label={t('instruments.title')}
      minWidth={1120}
      head={[
        t('instruments.columns.symbol'),
        t('instruments.columns.name'),
        t('instruments.columns.class'),
        t('instruments.columns.exchange'),
        t('instruments.columns.last'),
        t('instruments.columns.changePercent'),
        t('instruments.columns.status'),
        t('instruments.columns.haltedAt'),
        t('instruments.columns.haltReason'),
      ]}
    >
      {rows.map(({ instrument, quote, haltedAt, haltReason }) => (
        <Table.Tr key={instrument.symbol} data-symbol={instrument.symbol}>
          <Table.Td style={nowrap}>
            <Anchor component={Link} to={`/market/instruments/${encodeURIComponent(instrument.symbol)}`} fw={600}>
              {instrument.symbol}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ minWidth: 180 }}>{instrument.name}</Table.Td>
          <Table.Td style={nowrap}>{t(`market.classes.${instrument.class}`)}</Table.Td>
          <Table.Td>{instrument.exchange}</Table.Td>
          <Table.Td ff="monospace" ta="right">
            {quote.last}
          </Table.Td>
          <Table.Td ta="right" style={nowrap}>
            <ChangeText value={quote.changePercent} suffix="%" upColor="green-up" size="sm" />
          </Table.Td>
          <Table.Td>
            <MarketStatusBadge status={quote.status} />
          </Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(haltedAt) ?? none}</Table.Td>
          <Table.Td style={{ minWidth: 160, overflowWrap: 'anywhere' }}>{haltReason ?? none}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
