import { lazy } from 'react';
import { QuotePage, type QuoteSides } from '../features/quote-detail/quote-page.tsx';

// What stands beside a quote on a desktop loads only there; the price alert button loads after the quote. The ticket (forms, figures, confirm) comes with the ticket
// page's chunk, which holds the same form: a chunk of its own split what the two share into the first load.
const WatchlistColumn = lazy(async () => ({
  default: (await import('../features/watchlists/watchlist-column.tsx')).WatchlistColumn,
}));
const QuoteTicket = lazy(async () => ({ default: (await import('../features/trading/ticket-page.tsx')).QuoteTicket }));

const AlertButton = lazy(async () => ({ default: (await import('../features/alerts/alert-button.tsx')).AlertButton }));

const SIDES: QuoteSides = { Ticket: QuoteTicket, Watchlist: WatchlistColumn, Alert: AlertButton };

/** The quote screen with what other features put beside it on a desktop (features do not import each other). */
export function QuoteRoute() {
  return <QuotePage sides={SIDES} />;
}
