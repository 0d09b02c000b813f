// A product screen's reads of what changes for everyone (IPO offerings, follow institutions, robots, mining, block
// offers) are asked again when the server says their catalogue changed (catalogue-ws.ts in the contracts); they poll
// only while that news is not heard (before the server confirms the watch, and while the socket is down). What changes
// by the clock alone is asked again at that time (next-time.ts).
import type { Catalogue } from '@platform/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { marketSocket } from './socket.ts';

/** The poll period of a read of `catalogue` while its news is not heard: `ms`; else none. */
export const whileCatalogueUnheard = (catalogue: Catalogue, ms: number) =>
  marketSocket.catalogueHeard(catalogue) ? false : ms;

/**
 * While the screen is open (and `watching`): the reads under `queryKey` are asked again whenever `catalogue` changed,
 * and once when its news is heard or lost (for what was missed, and so their poll period is decided again).
 */
export function useCatalogueNews(catalogue: Catalogue, queryKey: QueryKey, watching = true) {
  const queryClient = useQueryClient();
  // The key's parts, not its identity: a caller may build it afresh on every render.
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!watching) return;
    const ours = { queryKey: JSON.parse(key) as QueryKey };
    let heard = marketSocket.catalogueHeard(catalogue);
    const stopState = marketSocket.onStateChange(() => {
      if (marketSocket.catalogueHeard(catalogue) === heard) return;
      heard = !heard;
      void queryClient.invalidateQueries(ours, { cancelRefetch: false });
    });
    const stopNews = marketSocket.watchCatalogue(catalogue, () => void queryClient.invalidateQueries(ours));
    return () => {
      stopState();
      stopNews();
    };
  }, [catalogue, key, queryClient, watching]);
}
