import { Badge } from '@mantine/core';
import type { Instrument, Quote } from '@platform/contracts';
import { ChangeText, textsUnder, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { MarketStatusBadge } from '../../shared/market/market-badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const grouped = (value: number | string | null) =>
  value === null ? null : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What the instrument is: every reference field its class has. */
export function InstrumentFields({ instrument }: { instrument: Instrument }) {
  const { t } = useAppTexts<ScreenTexts>();
  const field = textsUnder(t, 'instruments.fields');
  const rows: [Parameters<typeof field>[0], ReactNode][] = [
    ['symbol', instrument.symbol],
    ['name', instrument.name],
    ['class', t(`market.classes.${instrument.class}`)],
    ['exchange', instrument.exchange],
    ['currency', instrument.currency],
    ['tickSize', instrument.tickSize],
    ['lotSize', grouped(instrument.lotSize)],
    ['multiplier', grouped(instrument.multiplier)],
    ['sessionId', instrument.sessionId],
    ['tradable', instrument.tradable ? t('instruments.detail.yes') : t('instruments.detail.no')],
  ];
  switch (instrument.class) {
    case 'stock':
      rows.push(
        ['sector', t(`market.sectors.${instrument.sector}`)],
        ['sharesOutstanding', grouped(instrument.sharesOutstanding)],
      );
      break;
    case 'index':
      rows.push(['region', t(`market.regions.${instrument.region}`)]);
      break;
    case 'future':
      rows.push(
        ['group', t(`market.groups.${instrument.group}`)],
        ['root', instrument.root],
        ['underlying', instrument.underlying],
        ['contractMonth', instrument.contractMonth],
        ['lastTradingDate', instrument.lastTradingDate],
        ['expiry', instrument.expiry],
      );
      break;
    case 'forex':
      rows.push(['base', instrument.base], ['quote', instrument.quote]);
      break;
    case 'metal':
      rows.push(['unit', instrument.unit]);
      break;
  }
  return (
    <FieldGrid>
      {rows.map(([key, value]) => (
        <Field key={key} label={field(key)}>
          {value}
        </Field>
      ))}
    </FieldGrid>
  );
}

/** Every figure of the quote, read-only; what a class lacks shows as a dash. */
export function QuoteFields({ quote }: { quote: Quote }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const label = textsUnder(t, 'instruments.quote');
  const rows: [Parameters<typeof label>[0], ReactNode, boolean?][] = [
    ['last', quote.last, true],
    ['change', <ChangeText key="change" value={quote.change} upColor="green-up" size="sm" />],
    ['changePercent', <ChangeText key="pct" value={quote.changePercent} suffix="%" upColor="green-up" size="sm" />],
    ['status', <MarketStatusBadge key="status" status={quote.status} />],
    ['open', quote.open, true],
    ['prevClose', quote.prevClose, true],
    ['high', quote.high, true],
    ['low', quote.low, true],
    ['high52w', quote.high52w, true],
    ['low52w', quote.low52w, true],
    ['volume', grouped(quote.volume), true],
    ['amplitude', `${quote.amplitude}%`, true],
    ['marketCap', grouped(quote.marketCap), true],
    ['bid', quote.bid, true],
    ['ask', quote.ask, true],
    ['bidSize', grouped(quote.bidSize), true],
    ['askSize', grouped(quote.askSize), true],
    ['openInterest', grouped(quote.openInterest), true],
    [
      'openInterestChange',
      quote.openInterestChange === null
        ? null
        : `${quote.openInterestChange > 0 ? '+' : ''}${grouped(quote.openInterestChange)}`,
      true,
    ],
    ['priorSettle', quote.priorSettle, true],
    ['expiry', quote.expiry, true],
    ['lastTradingDate', quote.lastTradingDate, true],
    ['tradingDate', quote.tradingDate, true],
    ['time', formatDateTime(new Date(quote.time).toISOString())],
  ];
  return (
    <FieldGrid>
      {rows.map(([key, value, mono]) => (
        <Field key={key} label={label(key)} mono={mono}>
          {value ?? none}
        </Field>
      ))}
      <Field label={t('market.simulated')}>
        <Badge variant="outline" color="gray.8" size="sm">
          {t('instruments.detail.yes')}
        </Badge>
      </Field>
    </FieldGrid>
  );
}
