import { Group, Stack, Text, type TextProps, UnstyledButton } from '@mantine/core';
import type { Listing } from '@platform/contracts';
import { ChangeText, type UpColor } from '@platform/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useLiveQuote } from '../realtime/use-live-quote.ts';
import classes from './market.module.css';
import { useUpColor } from './prefs.ts';

/** One instrument in a list: symbol and name, then the live last price and change %. Opens its detail. */
export function ListingRow({ listing, trailing }: { listing: Listing; trailing?: React.ReactNode }) {
  const { instrument } = listing;
  const quote = useLiveQuote(instrument.symbol, listing.quote);
  const upColor = useUpColor();
  return (
    <Group component="li" wrap="nowrap" gap="xs" className={classes.row} data-symbol={instrument.symbol}>
      <UnstyledButton component={Link} to={`/quote/${instrument.symbol}`} className={classes.rowLink}>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} size="sm">
            {instrument.symbol}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {instrument.name}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <LastPrice quote={quote} upColor={upColor} data-testid="last" />
          <ChangeText value={quote.changePercent} suffix="%" upColor={upColor} size="xs" />
        </Stack>
      </UnstyledButton>
      {trailing}
    </Group>
  );
}

/** An instrument's last price in the colour of the day's change, which also gives its sign. */
export function LastPrice({
  quote,
  upColor,
  ...props
}: TextProps & { quote: { last: string; change: string }; upColor: UpColor }) {
  return <ChangeText value={quote.last} signOf={quote.change} upColor={upColor} plain size="sm" fw={600} {...props} />;
}

/** Listings as a named list, each drawn by `Item` (a row by default). */
export function ListingList({
  listings,
  label,
  className = classes.list,
  Item = ListingRow,
}: {
  listings: readonly Listing[];
  label: string;
  className?: string;
  Item?: ComponentType<{ listing: Listing }>;
}) {
  return (
    <ul className={className} aria-label={label}>
      {listings.map((listing) => (
        <Item key={listing.instrument.symbol} listing={listing} />
      ))}
    </ul>
  );
}
