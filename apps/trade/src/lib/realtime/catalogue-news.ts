// A product screen's reads of what changes for everyone (IPO offerings, follow institutions, robots, mining, block
// offers) follow their catalogue's news on the trade app's socket (useNews); what changes by the clock alone is asked
// again at that time (untilNext).
import type { Catalogue } from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import type { QueryKey } from '@tanstack/react-query';
import { marketSocket } from './socket.ts';

/** The poll period of a read of `catalogue` while its news is not heard: `ms`; else none. */
export const whileCatalogueUnheard = (catalogue: Catalogue, ms: number) => whileUnheard(marketSocket, catalogue, ms);

/** While the screen is open (and `watching`): the reads under `queryKey` follow `catalogue`'s news (useNews). */
export const useCatalogueNews = (catalogue: Catalogue, queryKey: QueryKey, watching = true) =>
  useNews(marketSocket, catalogue, queryKey, { watching });
