// GET /api/market/depth: the first paint of the depth panel; the socket pushes it from then on.
import { marketApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The socket replaces it every second while the market trades.
const DEPTH_STALE_MS = 5_000;

export const depthKeys = { depth: (symbol: string) => ['market', 'depth', symbol] as const };

export const depthQuery = (symbol: string) =>
  queryOptions({
    queryKey: depthKeys.depth(symbol),
    queryFn: ({ signal }) => api.call(marketApi.depth, { query: { symbol } }, { signal, allowParallel: true }),
    staleTime: DEPTH_STALE_MS,
  });
