// The public market data (issue 4 §2, §3): the catalogue with quotes, charts, rankings, futures' other expiries and
// published news. Anyone may read them, signed in or not.
import { endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { chartView, quoteView } from '../market.ts';
import {
  chartQuery,
  depthQuery,
  depthView,
  instrumentsQuery,
  listingView,
  newsParams,
  newsQuery,
  newsView,
  quotesQuery,
  rankingsQuery,
  relatedQuery,
  sparklinesQuery,
  sparklineView,
  symbolParams,
} from '../market-api.ts';
import { z } from '../zod.ts';

const anyone = { tag: 'market', caller: 'public' } as const;

export const marketApi = {
  /** The catalogue with quotes, in catalogue order: search by symbol or name, filter by class, exchange, group. */
  instruments: endpoint({
    ...anyone,
    method: 'GET',
    path: '/market/instruments',
    query: instrumentsQuery,
    response: pageOf(listingView),
  }),
  /** One instrument with its quote; an unknown symbol is 404. */
  instrument: endpoint({
    ...anyone,
    method: 'GET',
    path: '/market/instruments/:symbol',
    params: symbolParams,
    response: listingView,
  }),
  /** Quotes in the order asked (`symbols=AAPL,MSFT`); any unknown symbol is a field error naming it. */
  quotes: endpoint({
    ...anyone,
    method: 'GET',
    path: '/market/quotes',
    query: quotesQuery,
    response: z.array(quoteView),
  }),
  /** The period's bars; the last bar is still forming. */
  chart: endpoint({ ...anyone, method: 'GET', path: '/market/chart', query: chartQuery, response: chartView }),
  /** Level-2 depth (10 levels a side, the best being the quote's bid and ask) and the latest prints of the tape. */
  depth: endpoint({ ...anyone, method: 'GET', path: '/market/depth', query: depthQuery, response: depthView }),
  /** Each symbol's session so far as a few closing prices, in the order asked, for a list's trend column. */
  sparklines: endpoint({
    ...anyone,
    method: 'GET',
    path: '/market/sparklines',
    query: sparklinesQuery,
    response: z.array(sparklineView),
  }),
  /** Gainers and losers by change %, most active by volume (without indices). */
  rankings: endpoint({
    ...anyone,
    method: 'GET',
    path: '/market/rankings',
    query: rankingsQuery,
    response: z.array(listingView),
  }),
  /** The other listed expiries of a future's root, nearest first; other classes have none. */
  related: endpoint({
    ...anyone,
    method: 'GET',
    path: '/market/related',
    query: relatedQuery,
    response: z.array(listingView),
  }),
  /** Published news, newest first, optionally about one symbol. */
  news: endpoint({ ...anyone, method: 'GET', path: '/market/news', query: newsQuery, response: pageOf(newsView) }),
  /** One published news item; a draft or an unknown id is 404. */
  newsItem: endpoint({ ...anyone, method: 'GET', path: '/market/news/:id', params: newsParams, response: newsView }),
} as const;
