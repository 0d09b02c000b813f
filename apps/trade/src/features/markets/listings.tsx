import type { Listing } from '@platform/contracts';
import { ListingList } from '../../lib/market/listing-row.tsx';
import { useDesktop } from '../../lib/use-desktop.ts';
import { MarketTable } from './market-table.tsx';

/** A market list: the phone's rows, or on a desktop a sortable table with the day's line. */
export function Listings({ listings, label }: { listings: readonly Listing[]; label: string }) {
  return useDesktop() ? (
    <MarketTable listings={listings} label={label} />
  ) : (
    <ListingList listings={listings} label={label} />
  );
}
