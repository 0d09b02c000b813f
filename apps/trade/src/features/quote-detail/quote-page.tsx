import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { TRADING_SESSIONS } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { listingQuery } from '../../lib/market/queries.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useLiveQuote } from '../../lib/realtime/use-live-quote.ts';
import { ChartPanel } from './chart-panel.tsx';
import { PriceHeader } from './price-header.tsx';
import { QuoteFields } from './quote-fields.tsx';
import { RelatedFutures } from './related-futures.tsx';
import { DETAIL } from './texts.ts';
import { TradeButtons } from './trade-buttons.tsx';
import { WatchlistMenu } from './watchlist-menu.tsx';

/** /quote/:symbol — one instrument: live price, chart, every quote figure, related futures, watchlist, trade. */
export function QuotePage() {
  const { t } = useTranslation(DETAIL);
  const symbol = (useParams().symbol ?? '').toUpperCase();
  usePageTitle(symbol);
  const listing = useQuery(listingQuery(symbol));
  const quote = useLiveQuote(symbol, listing.data?.quote);

  if (!listing.data || !quote) {
    if (listing.isError && isApiError(listing.error) && listing.error.kind === 'api')
      return (
        <Stack py="xl" gap="md">
          <Text>{t('notFound', { symbol })}</Text>
          <Button component={Link} to="/markets" variant="default" w="fit-content">
            {t('backToMarkets')}
          </Button>
        </Stack>
      );
    return <QueryState query={listing} />;
  }
  const { instrument } = listing.data;
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <Paper p="md" radius="lg" withBorder>
        <PriceHeader instrument={instrument} quote={quote} />
        <Group mt="sm" gap="sm">
          <WatchlistMenu symbol={instrument.symbol} />
        </Group>
      </Paper>
      <ChartPanel
        symbol={instrument.symbol}
        tickSize={instrument.tickSize}
        timeZone={TRADING_SESSIONS[instrument.sessionId].timeZone}
      />
      <TradeButtons tradable={instrument.tradable} />
      <QuoteFields instrument={instrument} quote={quote} />
      {instrument.class === 'future' && <RelatedFutures symbol={instrument.symbol} />}
    </Stack>
  );
}
