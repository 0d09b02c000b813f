import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { AnnouncementsTable } from './announcements-table.tsx';
import { announcementQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 20;

/** What has been sent, newest first, with how many customers each reached. */
export function SentAnnouncements() {
  const { t } = useAppTexts<ScreenTexts>();
  const { pageNum } = useUrlFilters([] as const);
  const query = useQuery(announcementQueries.list({ pageNum, pageSize: PAGE_SIZE }));
  const heading = t('announcements.sent.heading');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {heading}
      </Title>
      <PagedList query={query} emptyText={t('announcements.sent.empty')} pageSize={PAGE_SIZE}>
        {(rows) => <AnnouncementsTable rows={rows} label={heading} />}
      </PagedList>
    </Stack>
  );
}
