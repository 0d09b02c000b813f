import { Anchor } from '@mantine/core';
import { EXCHANGES, INSTRUMENT_CLASSES } from '@platform/contracts';
import { ChangeText, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MarketStatusBadge } from '../../shared/market/market-badges.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminInstrument, type InstrumentSort, type InstrumentsQuery, instrumentQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** Every instrument with its quote and halt: searched by symbol or name, filtered by class and exchange. */
export function useInstrumentList(): ResourceListDescription<
  AdminInstrument,
  'q' | 'class' | 'exchange',
  InstrumentSort
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const all = { value: '', label: t('instruments.all') };
  return {
    label: t('instruments.title'),
    minWidth: 1000,
    pageSize: 25,
    useRows: ({ filters, ...page }) => useQuery(instrumentQueries.list({ ...(filters as InstrumentsQuery), ...page })),
    search: {
      key: 'q',
      label: t('instruments.search'),
      placeholder: t('instruments.searchPlaceholder'),
      maxLength: 40,
    },
    selects: [
      {
        key: 'class',
        label: t('instruments.classFilter'),
        options: [all, ...INSTRUMENT_CLASSES.map((c) => ({ value: c, label: t(`market.classes.${c}`) }))],
        flex: '1 1 140px',
      },
      {
        key: 'exchange',
        label: t('instruments.exchangeFilter'),
        options: [all, ...EXCHANGES.map((e) => ({ value: e, label: e }))],
        flex: '1 1 140px',
      },
    ],
    rowKey: (row) => row.instrument.symbol,
    rowData: (row) => ({ 'data-symbol': row.instrument.symbol }),
    columns: [
      {
        head: t('instruments.columns.symbol'),
        sort: 'symbol',
        nowrap: true,
        cell: ({ instrument }) => (
          <Anchor component={Link} to={`/market/instruments/${encodeURIComponent(instrument.symbol)}`} fw={600}>
            {instrument.symbol}
          </Anchor>
        ),
      },
      { head: t('instruments.columns.name'), sort: 'name', minWidth: 140, cell: ({ instrument }) => instrument.name },
      {
        head: t('instruments.columns.class'),
        nowrap: true,
        cell: ({ instrument }) => t(`market.classes.${instrument.class}`),
      },
      { head: t('instruments.columns.exchange'), cell: ({ instrument }) => instrument.exchange },
      { head: t('instruments.columns.last'), monospace: true, right: true, cell: ({ quote }) => quote.last },
      {
        head: t('instruments.columns.changePercent'),
        right: true,
        nowrap: true,
        cell: ({ quote }) => <ChangeText value={quote.changePercent} suffix="%" upColor="green-up" size="sm" />,
      },
      { head: t('instruments.columns.status'), cell: ({ quote }) => <MarketStatusBadge status={quote.status} /> },
      {
        head: t('instruments.columns.haltedAt'),
        nowrap: true,
        cell: ({ haltedAt }) => formatDateTime(haltedAt) ?? none,
      },
      { head: t('instruments.columns.haltReason'), minWidth: 140, cell: ({ haltReason }) => haltReason ?? none },
    ],
  };
}
