import { SimpleGrid } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE, newsListQuery } from '../../lib/published.ts';
import { Page } from '../../lib/ui/page.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { usePageParam } from '../../lib/use-page-param.ts';
import { NewsCard } from './news-card.tsx';
import { NEWS } from './texts.ts';

/** `/news`: published news, newest first, a page at a time (POST /api/latestNews/list). */
export function NewsPage() {
  const { t, i18n } = useTexts(NEWS);
  const [page, setPage] = usePageParam(useSearchParams());
  const query = useQuery(newsListQuery(i18n.language, page));
  return (
    <Page title={t('title')} intro={t('intro')}>
      <QueryState query={query} emptyText={t('empty')} isEmpty={(d) => d.total === 0}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {data.rows.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
            <Pager page={page} size={NEWS_PAGE_SIZE} total={data.total} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
