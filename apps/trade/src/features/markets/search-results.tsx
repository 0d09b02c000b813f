import { Text, Title } from '@mantine/core';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { instrumentsQuery } from '../../lib/market/queries.ts';
import { Listings } from './listings.tsx';
import { MARKETS } from './texts.ts';

/** Instruments of every class whose symbol or name matches. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation(MARKETS);
  const results = useQuery(instrumentsQuery({ q, pageSize: 50 }));
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        {t('searchResults')}
      </Title>
      {!results.data ? (
        <QueryState query={results} />
      ) : results.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noResults', { q })}
        </Text>
      ) : (
        <Listings listings={results.data.rows} label={t('searchResults')} />
      )}
    </div>
  );
}
