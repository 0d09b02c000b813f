import { Text } from '@mantine/core';
import type { Listing } from '@platform/contracts';
import { ChangeText } from '@platform/ui';
import { Link } from 'react-router';
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
        <ChangeText
          value={quote.last}
          signOf={quote.change}
          upColor={upColor}
          plain
          size="sm"
          fw={600}
          display="block"
        />
        <ChangeText value={quote.changePercent} suffix="%" upColor={upColor} size="xs" />
      </Link>
    </li>
  );
}

/** The global index strip: every index, scrolling sideways on a phone. */
export function IndexStrip({ indices, label }: { indices: readonly Listing[]; label: string }) {
  return (
    <ul className={classes.strip} aria-label={label}>
      {indices.map((listing) => (
        <IndexTile key={listing.instrument.symbol} listing={listing} />
      ))}
    </ul>
  );
}
