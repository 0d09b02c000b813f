import { Text, Title } from '@mantine/core';
import { MARKET_SEARCH_LIMITS } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { instrumentsQuery } from '../../lib/market/queries.ts';
import { Listings } from './listings.tsx';
import { MARKETS } from './texts.ts';

/** Instruments of every class whose symbol or name matches. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTexts(MARKETS);
  // A text past the bound is longer than any symbol or name, so it matches nothing without asking.
  const searchable = q.length <= MARKET_SEARCH_LIMITS.queryMax;
  const results = useQuery({ ...instrumentsQuery({ q, pageSize: 50 }), enabled: searchable });
  // Not the previous search's rows, which the query keeps while a new one loads.
  const rows = searchable ? results.data?.rows : [];
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        {t('searchResults')}
      </Title>
      {!rows ? (
        <QueryState query={results} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('noResults', { q })}
        </Text>
      ) : (
        <Listings listings={rows} label={t('searchResults')} />
      )}
    </div>
  );
}
