import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Instrument, Quote } from '@platform/contracts';
import { CompactNumber, type FormatIso, TABULAR, useDateFormat, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { groupDigits } from './format.ts';
import { DETAIL } from './texts.ts';

type FieldKey =
  | 'open'
  | 'prevClose'
  | 'high'
  | 'low'
  | 'high52w'
  | 'low52w'
  | 'volume'
  | 'amplitude'
  | 'marketCap'
  | 'bid'
  | 'ask'
  | 'openInterest'
  | 'openInterestChange'
  | 'expiry'
  | 'priorSettle'
  | 'lastTradingDate'
  | 'exchange'
  | 'currency'
  | 'tickSize'
  | 'tradingDate';

const withSize = (price: string | null, size: number | null) =>
  price === null ? null : `${price} (${size === null ? '—' : groupDigits(String(size))})`;

/** Every quote figure the spec lists; futures add theirs, stocks their market cap; what a class lacks is left out. */
function fieldsOf(instrument: Instrument, q: Quote, day: FormatIso): [FieldKey, ReactNode][] {
  const base: [FieldKey, ReactNode][] = [
    ['open', q.open],
    ['prevClose', q.prevClose],
    ['high', q.high],
    ['low', q.low],
    ['high52w', q.high52w],
    ['low52w', q.low52w],
    ['volume', <CompactNumber key="volume" value={q.volume} />],
    ['amplitude', `${q.amplitude}%`],
    ['bid', withSize(q.bid, q.bidSize)],
    ['ask', withSize(q.ask, q.askSize)],
  ];
  if (instrument.class === 'stock')
    base.push(['marketCap', q.marketCap === null ? null : <CompactNumber key="cap" value={q.marketCap} />]);
  if (instrument.class === 'future') {
    base.push(
      ['openInterest', q.openInterest === null ? null : <CompactNumber key="oi" value={q.openInterest} />],
      [
        'openInterestChange',
        q.openInterestChange === null
          ? null
          : `${q.openInterestChange > 0 ? '+' : ''}${groupDigits(String(q.openInterestChange))}`,
      ],
      ['priorSettle', q.priorSettle],
      ['expiry', day(q.expiry)],
      ['lastTradingDate', day(q.lastTradingDate)],
    );
  }
  base.push(
    ['exchange', instrument.exchange],
    ['currency', instrument.currency],
    ['tickSize', instrument.tickSize],
    ['tradingDate', day(q.tradingDate)],
  );
  return base.filter(([key, value]) => value !== null || key === 'bid' || key === 'ask');
}

/** The market data panel: label and value pairs in a description list. */
export function QuoteFields({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  const { t } = useTexts(DETAIL);
  // Calendar dates (YYYY-MM-DD) read at UTC midnight, so no reader's time zone moves them a day.
  const day = useDateFormat({ timeZone: 'UTC' }).date;
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('marketData')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
        {fieldsOf(instrument, quote, day).map(([key, value]) => (
          <div key={key} data-field={key}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`fields.${key}`)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} style={{ ...TABULAR, overflowWrap: 'anywhere' }}>
              {value ?? '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
