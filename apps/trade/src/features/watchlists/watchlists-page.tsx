import { Button, Group, Menu, Paper, Select } from '@mantine/core';
import { WATCHLIST_LIMITS } from '@platform/contracts';
import { confirm, QueryState, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MarketPage } from '../../lib/market/market-page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useWatchlistMutation, watchlistRequests, watchlistsQuery } from '../../lib/watchlists/api.ts';
import { AddSymbols } from './add-symbols.tsx';
import { askName } from './name-dialog.tsx';
import { WATCHLISTS } from './texts.ts';
import { WatchlistRows } from './watchlist-rows.tsx';

/** /watchlists — several named lists with live prices; edit mode reorders and removes. */
export function WatchlistsPage() {
  const { t } = useTexts(WATCHLISTS);
  usePageTitle(t('title'));
  const showError = useShowError();
  const lists = useQuery(watchlistsQuery());
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const mutate = useWatchlistMutation((run: () => Promise<unknown>) => run());
  const run = (request: () => Promise<unknown>) => mutate.mutate(request, { onError: (error) => showError(error) });

  if (!lists.data) return <QueryState query={lists} />;
  const list = lists.data.find((l) => l.id === chosenId) ?? lists.data[0];

  const move = (symbol: string, by: -1 | 1) => {
    if (!list) return;
    const symbols = [...list.symbols];
    const from = symbols.indexOf(symbol);
    const to = from + by;
    if (from < 0 || to < 0 || to >= symbols.length) return;
    [symbols[from], symbols[to]] = [symbols[to] as string, symbols[from] as string];
    run(() => watchlistRequests.reorder(list.id, symbols));
  };

  return (
    <MarketPage title={t('title')}>
      <Paper p="md" radius="lg" withBorder>
        <Group gap="xs" align="flex-end" wrap="wrap" mb="sm">
          <Select
            label={t('choose')}
            value={list ? String(list.id) : null}
            onChange={(v) => v && setChosenId(Number(v))}
            data={lists.data.map((l) => ({ value: String(l.id), label: l.name }))}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button variant={editing ? 'filled' : 'default'} onClick={() => setEditing((e) => !e)} disabled={!list}>
            {editing ? t('done') : t('edit')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" aria-label={`${t('newList')}, ${t('rename')}, ${t('delete')}`}>
                ⋯
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                disabled={lists.data.length >= WATCHLIST_LIMITS.lists}
                onClick={() =>
                  askName(t('newList'), {
                    initial: '',
                    label: t('name'),
                    saveLabel: t('save'),
                    onSave: (name) =>
                      mutate.mutate(() => watchlistRequests.create(name), {
                        onError: (error) => showError(error),
                        onSuccess: (created) => setChosenId((created as { id: number }).id),
                      }),
                  })
                }
              >
                {t('newList')}
              </Menu.Item>
              {list && (
                <Menu.Item
                  onClick={() =>
                    askName(t('rename'), {
                      initial: list.name,
                      label: t('name'),
                      saveLabel: t('save'),
                      onSave: (name) => run(() => watchlistRequests.rename(list.id, name)),
                    })
                  }
                >
                  {t('rename')}
                </Menu.Item>
              )}
              {list && (
                <Menu.Item
                  color="red.9"
                  onClick={() =>
                    confirm({
                      title: t('delete'),
                      content: t('deleteConfirm', { name: list.name }),
                      okLabel: t('common:ok'),
                      cancelLabel: t('common:cancel'),
                      danger: true,
                      onOk: () => {
                        setChosenId(null);
                        run(() => watchlistRequests.remove(list.id));
                      },
                    })
                  }
                >
                  {t('delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {list && (
          <WatchlistRows
            list={list}
            editing={editing}
            onMove={move}
            onRemove={(symbol) => run(() => watchlistRequests.removeSymbol(list.id, symbol))}
          />
        )}
      </Paper>
      {list && <AddSymbols list={list} onAdd={(symbol) => run(() => watchlistRequests.addSymbol(list.id, symbol))} />}
    </MarketPage>
  );
}
