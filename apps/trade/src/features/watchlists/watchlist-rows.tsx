import { ActionIcon, Group, Text } from '@mantine/core';
import type { Listing, Watchlist } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { ListingRow } from '../../lib/market/listing-row.tsx';
import classes from '../../lib/market/market.module.css';
import { instrumentsQuery, quotesQuery } from '../../lib/market/queries.ts';
import { WATCHLISTS } from './texts.ts';

export interface WatchlistRowsProps {
  list: Watchlist;
  editing: boolean;
  onMove: (symbol: string, by: -1 | 1) => void;
  onRemove: (symbol: string) => void;
}

/** The list's instruments with live prices; in edit mode each row can move up or down, or be removed. */
export function WatchlistRows({ list, editing, onMove, onRemove }: WatchlistRowsProps) {
  const { t } = useTexts(WATCHLISTS);
  const quotes = useQuery(quotesQuery(list.symbols));
  // Names come from the catalogue (one request for all of them, cached for long).
  const catalogue = useQuery({ ...instrumentsQuery({ pageSize: 200 }), staleTime: 10 * 60_000 });
  if (list.symbols.length === 0)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {t('empty')}
      </Text>
    );
  if (!quotes.data || !catalogue.data) return <QueryState<unknown> query={quotes.data ? catalogue : quotes} />;
  const instruments = new Map(catalogue.data.rows.map((l) => [l.instrument.symbol, l.instrument]));
  const listings: Listing[] = quotes.data.flatMap((quote) => {
    const instrument = instruments.get(quote.symbol);
    return instrument ? [{ instrument, quote }] : [];
  });
  return (
    <ul className={classes.list} aria-label={t('listLabel', { name: list.name })}>
      {listings.map((listing, i) => {
        const symbol = listing.instrument.symbol;
        return (
          <ListingRow
            key={symbol}
            listing={listing}
            trailing={
              editing && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('moveUp', { symbol })}
                    disabled={i === 0}
                    onClick={() => onMove(symbol, -1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('moveDown', { symbol })}
                    disabled={i === listings.length - 1}
                    onClick={() => onMove(symbol, 1)}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red.9"
                    size="lg"
                    aria-label={t('remove', { symbol })}
                    onClick={() => onRemove(symbol)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              )
            }
          />
        );
      })}
    </ul>
  );
}
