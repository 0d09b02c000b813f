import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { type Instrument, type Quote, TRADING_SESSIONS } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { listingQuery } from '../../lib/market/queries.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useLiveQuote } from '../../lib/realtime/use-live-quote.ts';
import { useDesktop } from '../../lib/use-desktop.ts';
import { ChartPanel } from './chart-panel.tsx';
import { PriceHeader } from './price-header.tsx';
import { QuoteFields } from './quote-fields.tsx';
import classes from './quote-page.module.css';
import { RelatedFutures } from './related-futures.tsx';
import { DETAIL } from './texts.ts';
import { TradeButtons } from './trade-buttons.tsx';
import { WatchlistMenu } from './watchlist-menu.tsx';

/** What the app puts beside a quote on a desktop, from other features: the order ticket and the user's watchlist. */
export interface QuoteSides {
  Ticket: ComponentType<{ instrument: Instrument; quote: Quote }>;
  Watchlist: ComponentType<{ symbol: string }>;
}

/**
 * /quote/:symbol — one instrument: live price, chart, every quote figure, related futures, watchlist, trade. On a phone
 * one column with Buy and Sell in a bar kept on screen; on a desktop the watchlist, the chart and the order ticket side by side. The chart
 * keeps its place in the tree at every width, so it is drawn once.
 */
export function QuotePage({ sides }: { sides?: QuoteSides }) {
  const desktop = useDesktop() && sides !== undefined;
  const { t } = useTexts(DETAIL);
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
    <div className={classes.layout} data-desktop={desktop || undefined}>
      {desktop && (
        <div className={classes.watchlist} data-testid="quote-watchlist">
          <Suspense fallback={<Loader size="sm" />}>
            <sides.Watchlist symbol={instrument.symbol} />
          </Suspense>
        </div>
      )}
      <Stack gap="md" className={classes.main} data-testid="quote-main">
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
        <QuoteFields instrument={instrument} quote={quote} />
        {instrument.class === 'future' && <RelatedFutures symbol={instrument.symbol} />}
        {!desktop && <TradeButtons tradable={instrument.tradable} />}
      </Stack>
      {desktop && (
        <div className={classes.ticket} data-testid="quote-ticket-column">
          <Suspense fallback={<Loader size="sm" />}>
            <sides.Ticket instrument={instrument} quote={quote} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
