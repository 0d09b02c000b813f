import { Anchor, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_QUOTES_PER_REQUEST, type Quote } from '@platform/contracts';
import { ChangeText, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUpColor } from '../../lib/market/prefs.ts';
import { quotesQuery } from '../../lib/market/queries.ts';
import { loginPathFor } from '../../lib/redirect.ts';
import { useSession } from '../../lib/session.ts';
import { useLiveQuotes } from '../../lib/trading/use-live-quotes.ts';
import { watchlistsQuery } from '../../lib/watchlists/api.ts';
import { WATCHLISTS } from './texts.ts';
import classes from './watchlists.module.css';

function Rows({ symbols, current, label }: { symbols: string[]; current: string; label: string }) {
  const upColor = useUpColor();
  const asked = symbols.slice(0, MAX_QUOTES_PER_REQUEST);
  const quotes = useQuery(quotesQuery(asked));
  const live = useLiveQuotes(asked);
  if (!quotes.data) return <QueryState query={quotes} />;
  const snapshot = new Map(quotes.data.map((q) => [q.symbol, q]));
  const latest = (symbol: string): Quote | undefined => {
    const pushed = live.get(symbol);
    const known = snapshot.get(symbol);
    return pushed && (!known || pushed.time >= known.time) ? pushed : known;
  };
  return (
    <ul className={classes.column} aria-label={label}>
      {symbols.map((symbol) => {
        const quote = latest(symbol);
        return (
          <li key={symbol} data-symbol={symbol}>
            <Link
              to={`/quote/${symbol}`}
              className={classes.columnLink}
              aria-current={symbol === current ? 'page' : undefined}
            >
              <Text span fw={700} size="sm">
                {symbol}
              </Text>
              {quote && (
                <span className={classes.columnFigures}>
                  <ChangeText value={quote.last} signOf={quote.change} upColor={upColor} plain size="sm" />
                  <ChangeText value={quote.changePercent} suffix="%" upColor={upColor} size="xs" />
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Lists({ current }: { current: string }) {
  const { t } = useTexts(WATCHLISTS);
  const lists = useQuery(watchlistsQuery());
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (!lists.data) return <QueryState query={lists} />;
  const list = lists.data.find((l) => l.id === chosenId) ?? lists.data[0];
  if (!list) return null;
  return (
    <Stack gap="xs">
      {lists.data.length > 1 && (
        <NativeSelect
          size="xs"
          label={t('choose')}
          value={String(list.id)}
          onChange={(e) => setChosenId(Number(e.currentTarget.value))}
          data={lists.data.map((l) => ({ value: String(l.id), label: l.name }))}
        />
      )}
      {list.symbols.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('emptyColumn')}
        </Text>
      ) : (
        <Rows symbols={list.symbols} current={current} label={t('listLabel', { name: list.name })} />
      )}
    </Stack>
  );
}

/** The user's watchlist beside a quote on a desktop: one click switches to another of its instruments. */
export function WatchlistColumn({ symbol }: { symbol: string }) {
  const { t } = useTexts(WATCHLISTS);
  const signedIn = useSession((s) => s.token !== null);
  return (
    <Paper component="section" aria-labelledby="watchlist-column-title" p="sm" radius="lg" withBorder>
      <Title order={2} size="h5" id="watchlist-column-title" mb="xs">
        {t('title')}
      </Title>
      {signedIn ? (
        <Lists current={symbol} />
      ) : (
        <Anchor component={Link} to={loginPathFor(`/quote/${symbol}`)} size="sm">
          {t('logInColumn')}
        </Anchor>
      )}
    </Paper>
  );
}
