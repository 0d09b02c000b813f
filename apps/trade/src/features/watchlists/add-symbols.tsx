import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Watchlist } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { instrumentsQuery } from '../../lib/market/queries.ts';
import { WATCHLISTS } from './texts.ts';

/** Search the catalogue and add to the current list. */
export function AddSymbols({ list, onAdd }: { list: Watchlist; onAdd: (symbol: string) => void }) {
  const { t } = useTexts(WATCHLISTS);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const results = useQuery({ ...instrumentsQuery({ q, pageSize: 8 }), enabled: q.length > 0 });
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('addTitle')}
      </Title>
      <TextInput type="search" label={t('search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {q && results.data && (
        <Stack component="ul" gap={4} p={0} mt="xs" mb={0} style={{ listStyle: 'none' }}>
          {results.data.rows.map(({ instrument }) => (
            <Group component="li" key={instrument.symbol} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                <b>{instrument.symbol}</b> {instrument.name}
              </Text>
              {list.symbols.includes(instrument.symbol) ? (
                <Text size="xs" c="dimmed">
                  {t('inList')}
                </Text>
              ) : (
                <Button size="xs" variant="light" onClick={() => onAdd(instrument.symbol)}>
                  {t('add', { symbol: instrument.symbol })}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
