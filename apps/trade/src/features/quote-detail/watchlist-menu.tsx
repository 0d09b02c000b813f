import { Button, Menu } from '@mantine/core';
import { toast, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useWatchlistMutation, watchlistRequests, watchlistsQuery } from '../../lib/watchlists/api.ts';
import { DETAIL } from './texts.ts';

/** Add this symbol to, or remove it from, each of the user's watchlists. */
export function WatchlistMenu({ symbol }: { symbol: string }) {
  const { t } = useTexts(DETAIL);
  const signedIn = useSession((s) => s.token !== null);
  const lists = useQuery({ ...watchlistsQuery(), enabled: signedIn });
  const toggle = useWatchlistMutation(async ({ id, name, inList }: { id: number; name: string; inList: boolean }) => {
    await (inList ? watchlistRequests.removeSymbol(id, symbol) : watchlistRequests.addSymbol(id, symbol));
    toast.success(t(inList ? 'watchlist.removed' : 'watchlist.added', { name }));
  });

  if (!signedIn)
    return (
      <Button component={Link} to={`/login?redirect=${encodeURIComponent(`/quote/${symbol}`)}`} variant="default">
        {t('watchlist.logIn')}
      </Button>
    );
  const inAny = lists.data?.some((l) => l.symbols.includes(symbol)) ?? false;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant={inAny ? 'light' : 'default'} loading={lists.isPending || toggle.isPending}>
          {inAny ? `★ ${t('watchlist.button')}` : `☆ ${t('watchlist.button')}`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {lists.data?.map((list) => {
          const inList = list.symbols.includes(symbol);
          return (
            <Menu.Item
              key={list.id}
              onClick={() => toggle.mutate({ id: list.id, name: list.name, inList })}
              leftSection={<span aria-hidden="true">{inList ? '★' : '☆'}</span>}
            >
              {t(inList ? 'watchlist.remove' : 'watchlist.add', { name: list.name })}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
