import { Paper, Title } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { ListingList } from '../../lib/market/listing-row.tsx';
import { relatedQuery } from '../../lib/market/queries.ts';
import { DETAIL } from './texts.ts';

/** The other expiries of a future's root. */
export function RelatedFutures({ symbol }: { symbol: string }) {
  const { t } = useTexts(DETAIL);
  const related = useQuery(relatedQuery(symbol));
  if (related.data?.length === 0) return null;
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('related')}
      </Title>
      {related.data ? <ListingList listings={related.data} label={t('related')} /> : <QueryState query={related} />}
    </Paper>
  );
}
