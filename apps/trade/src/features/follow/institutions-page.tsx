import { SimpleGrid, Stack } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Simulated } from '../../lib/market/simulated.tsx';
import { Pager } from '../../lib/money/pager.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { PageHeading, usePageParam } from '../../lib/product/index.ts';
import { FOLLOW_PAGE_SIZE, institutionsQuery, useFollowNews } from './api.ts';
import { InstitutionCard } from './institution-card.tsx';
import { FOLLOW } from './texts.ts';

/** /follow — the institutions that take follow orders, each with its rules and track record. */
export function InstitutionsPage() {
  const { t } = useTexts(FOLLOW);
  usePageTitle(t('title'));
  const [page, setPage] = usePageParam();
  useFollowNews();
  const institutions = useQuery(institutionsQuery(page));
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <PageHeading title={t('title')} aside={<Simulated />} intro={t('intro')} />
      <QueryState query={institutions} isEmpty={(data) => data.rows.length === 0} emptyText={t('empty')}>
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.rows.map((institution) => (
                <InstitutionCard key={institution.id} institution={institution} />
              ))}
            </SimpleGrid>
            <Pager page={page} pageSize={FOLLOW_PAGE_SIZE} total={data.total} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
