import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { QueryState, useMessage, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { listingQuery } from '../../lib/market/queries.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useLiveQuote } from '../../lib/realtime/use-live-quote.ts';
import { useTradingNews } from '../../lib/trading/use-trading-news.ts';
import { OrderResult, type PlacedOrder } from './order-result.tsx';
import { TRADING } from './texts.ts';
import { TicketForm } from './ticket-form.tsx';
import { TicketHeader } from './ticket-header.tsx';

/** /trade/:symbol?side=buy|sell — the order ticket of one instrument, then the result of the order placed. */
export function TicketPage() {
  useTradingNews();
  const { t } = useTexts(TRADING);
  const say = useMessage();
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const side = useSearchParams()[0].get('side') === 'sell' ? 'sell' : 'buy';
  usePageTitle(t('pageTitle', { symbol }));
  const listing = useQuery(listingQuery(symbol));
  const quote = useLiveQuote(symbol, listing.data?.quote);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const back = (
    <Anchor component={Link} to={`/quote/${symbol}`} size="sm" w="fit-content">
      <span aria-hidden="true">← </span>
      {t('backToQuote', { symbol })}
    </Anchor>
  );
  if (!listing.data || !quote) {
    if (listing.isError && isApiError(listing.error) && listing.error.kind === 'api') {
      return (
        <Stack py="xl" gap="md">
          <Text>{listing.error.msg}</Text>
          <Button component={Link} to="/markets" variant="default" w="fit-content">
            {t('nav.markets', { ns: 'app' })}
          </Button>
        </Stack>
      );
    }
    return <QueryState query={listing} />;
  }
  const { instrument } = listing.data;
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      {back}
      <TicketHeader instrument={instrument} quote={quote} />
      {!instrument.tradable ? (
        <Alert color="gray" variant="light">
          {say('instrumentNotTradable')}
        </Alert>
      ) : placed ? (
        <OrderResult result={placed} onAnother={() => setPlaced(null)} />
      ) : (
        <TicketForm key={side} symbol={symbol} quote={quote} initialSide={side} onPlaced={setPlaced} />
      )}
    </Stack>
  );
}

// The quote screen's desktop ticket is the same form: it loads with this page's chunk (see app/quote-route.tsx).
export { QuoteTicket } from './quote-ticket.tsx';
