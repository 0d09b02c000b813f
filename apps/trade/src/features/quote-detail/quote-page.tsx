import { Button, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { type Instrument, type Quote, TRADING_SESSIONS } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
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
  /** Sets a price alert on the instrument (the alerts feature's). */
  Alert: ComponentType<{ instrument: Instrument; quote: Quote }>;
}

// Level-2 depth and the tape load with the quote's first paint done: beside the ticket on a desktop, in a tab on a phone.
const DepthPanel = lazy(async () => ({ default: (await import('./depth/depth-panel.tsx')).DepthPanel }));

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
  const { timeZone } = TRADING_SESSIONS[instrument.sessionId];
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
            {sides && (
              <Suspense fallback={null}>
                <sides.Alert instrument={instrument} quote={quote} />
              </Suspense>
            )}
          </Group>
        </Paper>
        <ChartPanel symbol={instrument.symbol} tickSize={instrument.tickSize} timeZone={timeZone} />
        {desktop ? (
          <QuoteDetails instrument={instrument} quote={quote} />
        ) : (
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List grow aria-label={t('sections.label')} mb="md">
              <Tabs.Tab value="overview">{t('sections.overview')}</Tabs.Tab>
              <Tabs.Tab value="depth">{t('sections.depth')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <QuoteDetails instrument={instrument} quote={quote} />
            </Tabs.Panel>
            <Tabs.Panel value="depth">
              <Suspense fallback={<Loader size="sm" />}>
                <DepthPanel symbol={instrument.symbol} timeZone={timeZone} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        )}
        {!desktop && <TradeButtons tradable={instrument.tradable} />}
      </Stack>
      {desktop && (
        <div className={classes.ticket} data-testid="quote-ticket-column">
          <Stack gap="md">
            <Suspense fallback={<Loader size="sm" />}>
              <sides.Ticket instrument={instrument} quote={quote} />
            </Suspense>
            <Suspense fallback={null}>
              <DepthPanel symbol={instrument.symbol} timeZone={timeZone} />
            </Suspense>
          </Stack>
        </div>
      )}
    </div>
  );
}

/** Every quote figure, and a future's other expiries. */
function QuoteDetails({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  return (
    <Stack gap="md">
      <QuoteFields instrument={instrument} quote={quote} />
      {instrument.class === 'future' && <RelatedFutures symbol={instrument.symbol} />}
    </Stack>
  );
}
