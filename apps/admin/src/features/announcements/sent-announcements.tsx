import { Stack, Title } from '@mantine/core';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { PaginationBar } from '../../shared/pagination-bar.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { AnnouncementsTable } from './announcements-table.tsx';
import { announcementQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 20;

/** What has been sent, newest first, with how many customers each reached. */
export function SentAnnouncements() {
  const { t } = useAppTexts<ScreenTexts>();
  const { pageNum, setPage } = useUrlFilters([] as const);
  const query = useQuery(announcementQueries.list({ pageNum, pageSize: PAGE_SIZE }));
  const heading = t('announcements.sent.heading');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {heading}
      </Title>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('announcements.sent.empty')}>
        {(page) => (
          <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <AnnouncementsTable rows={page.rows} label={heading} />
            <PaginationBar total={page.total} pageNum={pageNum} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
