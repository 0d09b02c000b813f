// What the order engine did for the signed-in user, heard over the WebSocket while a trading screen is open: the
// screen's figures are fetched again at once (use-trading-feed.ts) and the user is told in a toast; a margin call
// also shows as a banner on the account summary for as long as it lasts.
import type { TradingEvent } from '@platform/contracts';
import { type TranslateIn, toast, useTexts } from '@platform/ui';
import { TRADING_ACCOUNT } from './texts.ts';
import { useTradingFeed } from './use-trading-feed.ts';

function say(t: TranslateIn<typeof TRADING_ACCOUNT>, event: TradingEvent): string {
  switch (event.kind) {
    case 'order.filled':
      return t('newsFilled', { id: event.orderId });
    case 'order.ended':
      return t('newsEnded', { id: event.orderId, reason: event.reason });
    case 'position.closed':
      return t(`newsClosed_${event.reason}`, { id: event.positionId });
    case 'margin.call':
      return t('newsMarginCall', { currency: event.currency });
  }
}

/** The trading feed (use-trading-feed.ts), each event also told in a toast. */
export function useTradingNews() {
  const { t } = useTexts(TRADING_ACCOUNT);
  useTradingFeed((event) => {
    const message = say(t, event);
    if (event.kind === 'margin.call') toast.error(message, { id: `margin-call-${event.currency}` });
    else toast.info(message);
  });
}
