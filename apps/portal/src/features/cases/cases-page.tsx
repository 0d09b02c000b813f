import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { PUBLISHED_CASE_OUTCOMES, type PublishedCaseOutcome } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { disputeTypesQuery } from '../../lib/dispute-types.ts';
import { CASES_PAGE_SIZE, publishedCasesQuery } from '../../lib/published.ts';
import { Page } from '../../lib/ui/page.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { usePageParam } from '../../lib/use-page-param.ts';
import { CaseCard } from './case-card.tsx';
import { CASES } from './texts.ts';

const isOutcome = (value: string | null): value is PublishedCaseOutcome =>
  (PUBLISHED_CASE_OUTCOMES as readonly string[]).includes(value ?? '');

/** `/case`: published cases (POST /api/rightsProtection/list), filterable by outcome. */
export function CasesPage() {
  const { t, i18n } = useTexts(CASES);
  const search = useSearchParams();
  const [params, setParams] = search;
  const [page, setPage] = usePageParam(search);
  const raw = params.get('outcome');
  const outcome = isOutcome(raw) ? raw : undefined;
  const query = useQuery(publishedCasesQuery(i18n.language, page, outcome));
  const types = useQuery(disputeTypesQuery());

  return (
    <Page title={t('title')} intro={t('intro')}>
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('filter')}
          value={outcome ?? 'all'}
          onChange={(value) => setParams(value === 'all' ? {} : { outcome: value })}
          data={[
            { value: 'all', label: t('all') },
            ...PUBLISHED_CASE_OUTCOMES.map((value) => ({ value, label: t(value) })),
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryState query={query} emptyText={t('empty')} isEmpty={(d) => d.total === 0}>
          {(data) => (
            <>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {data.rows.map((item) => (
                  <CaseCard key={item.id} item={item} disputeTypes={types.data} />
                ))}
              </SimpleGrid>
              <Pager page={page} size={CASES_PAGE_SIZE} total={data.total} onChange={setPage} />
            </>
          )}
        </QueryState>
      </Stack>
    </Page>
  );
}
