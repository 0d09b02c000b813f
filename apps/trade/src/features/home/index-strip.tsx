import { Text } from '@mantine/core';
import type { Listing } from '@platform/contracts';
import { ChangeText } from '@platform/ui';
import { Link } from 'react-router';
import { LastPrice, ListingList } from '../../lib/market/listing-row.tsx';
import { useUpColor } from '../../lib/market/prefs.ts';
import { useLiveQuote } from '../../lib/realtime/use-live-quote.ts';
import classes from './home.module.css';

function IndexTile({ listing }: { listing: Listing }) {
  const quote = useLiveQuote(listing.instrument.symbol, listing.quote);
  const upColor = useUpColor();
  return (
    <li className={classes.stripItem}>
      <Link to={`/quote/${listing.instrument.symbol}`} className={classes.stripLink} style={{ color: 'inherit' }}>
        <Text size="xs" fw={700} truncate maw={150}>
          {listing.instrument.name}
        </Text>
        <LastPrice quote={quote} upColor={upColor} display="block" />
        <ChangeText value={quote.changePercent} suffix="%" upColor={upColor} size="xs" />
      </Link>
    </li>
  );
}

/** The global index strip: every index, scrolling sideways on a phone. */
export function IndexStrip({ indices, label }: { indices: readonly Listing[]; label: string }) {
  return <ListingList listings={indices} label={label} className={classes.strip} Item={IndexTile} />;
}
