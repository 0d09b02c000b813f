// Query factories for the market data API (GET /api/market/*): one per endpoint, hierarchical keys, explicit staleTime.
import { type ChartPeriod, marketApi, type QueryInput } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

export type InstrumentFilters = Omit<QueryInput<typeof marketApi.instruments>, 'pageNum'>;
export type RankingFilters = QueryInput<typeof marketApi.rankings>;

// Quotes move every half second (and the socket pushes them); reference data such as news barely moves.
const QUOTE_STALE_MS = 5_000;
const CHART_STALE_MS = 30_000;
const NEWS_STALE_MS = 5 * 60_000;

export const marketKeys = {
  all: ['market'] as const,
  instruments: (filters: InstrumentFilters) => [...marketKeys.all, 'instruments', filters] as const,
  listing: (symbol: string) => [...marketKeys.all, 'listing', symbol] as const,
  quotes: (symbols: readonly string[]) => [...marketKeys.all, 'quotes', symbols] as const,
  chart: (symbol: string, period: ChartPeriod) => [...marketKeys.all, 'chart', symbol, period] as const,
  rankings: (filters: RankingFilters) => [...marketKeys.all, 'rankings', filters] as const,
  sparklines: (symbols: readonly string[]) => [...marketKeys.all, 'sparklines', symbols] as const,
  related: (symbol: string) => [...marketKeys.all, 'related', symbol] as const,
  news: (pageSize: number) => [...marketKeys.all, 'news', pageSize] as const,
  newsItem: (id: number) => [...marketKeys.all, 'news', 'item', id] as const,
};

/** GET /api/market/instruments: search and filter by class, exchange and futures group. */
export const instrumentsQuery = (filters: InstrumentFilters) =>
  queryOptions({
    queryKey: marketKeys.instruments(filters),
    queryFn: ({ signal }) =>
      api.call(marketApi.instruments, { query: { pageSize: 100, ...filters } }, { signal, allowParallel: true }),
    staleTime: QUOTE_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /api/market/instruments/:symbol: one instrument with its quote. */
export const listingQuery = (symbol: string) =>
  queryOptions({
    queryKey: marketKeys.listing(symbol),
    queryFn: ({ signal }) => api.call(marketApi.instrument, { params: { symbol } }, { signal }),
    staleTime: QUOTE_STALE_MS,
  });

/** GET /api/market/quotes?symbols=: snapshots in the order asked. */
export const quotesQuery = (symbols: readonly string[]) =>
  queryOptions({
    queryKey: marketKeys.quotes(symbols),
    queryFn: ({ signal }) =>
      api.call(marketApi.quotes, { query: { symbols: symbols.join(',') } }, { signal, allowParallel: true }),
    staleTime: QUOTE_STALE_MS,
    enabled: symbols.length > 0,
  });

/** GET /api/market/chart?symbol=&period=: the bars of one chart period. */
export const chartQuery = (symbol: string, period: ChartPeriod) =>
  queryOptions({
    queryKey: marketKeys.chart(symbol, period),
    queryFn: ({ signal }) => api.call(marketApi.chart, { query: { symbol, period } }, { signal, allowParallel: true }),
    staleTime: CHART_STALE_MS,
  });

/** GET /api/market/sparklines?symbols=: a page of symbols' session lines in one request (kept live: live-sparklines.ts). */
export const sparklinesQuery = (symbols: readonly string[]) =>
  queryOptions({
    queryKey: marketKeys.sparklines(symbols),
    queryFn: ({ signal }) =>
      api.call(marketApi.sparklines, { query: { symbols: symbols.join(',') } }, { signal, allowParallel: true }),
    staleTime: CHART_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: symbols.length > 0,
  });

/** GET /api/market/rankings: gainers, losers, most active. */
export const rankingsQuery = (filters: RankingFilters) =>
  queryOptions({
    queryKey: marketKeys.rankings(filters),
    queryFn: ({ signal }) => api.call(marketApi.rankings, { query: filters }, { signal, allowParallel: true }),
    staleTime: QUOTE_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /api/market/related?symbol=: the other expiries of a future. */
export const relatedQuery = (symbol: string) =>
  queryOptions({
    queryKey: marketKeys.related(symbol),
    queryFn: ({ signal }) => api.call(marketApi.related, { query: { symbol } }, { signal }),
    staleTime: QUOTE_STALE_MS,
  });

/** GET /api/market/news/:id: one published news item. */
export const newsItemQuery = (id: number) =>
  queryOptions({
    queryKey: marketKeys.newsItem(id),
    queryFn: ({ signal }) => api.call(marketApi.newsItem, { params: { id } }, { signal }),
    staleTime: NEWS_STALE_MS,
  });

/** GET /api/market/news: published market news, newest first. */
export const newsQuery = (pageSize = 20) =>
  queryOptions({
    queryKey: marketKeys.news(pageSize),
    queryFn: ({ signal }) => api.call(marketApi.news, { query: { pageSize } }, { signal }),
    staleTime: NEWS_STALE_MS,
  });
