import type { ANNOUNCEMENT_SORTS, Announcement } from '@platform/contracts';
import { textsUnder, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { TitleCell } from '../../shared/cells.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { announcementQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * What has been sent, newest first or by time or reach, with how many customers each reached. Titles and messages are
 * operator-written plain text: React renders them as text, never as HTML.
 */
export function useAnnouncementList(): ResourceListDescription<
  Announcement,
  never,
  (typeof ANNOUNCEMENT_SORTS)[number]
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'announcements.sent.columns');
  return {
    label: t('announcements.sent.heading'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ sort, pageNum, pageSize }) => useQuery(announcementQueries.list({ sort, pageNum, pageSize })),
    emptyText: t('announcements.sent.empty'),
    rowKey: (row) => row.id,
    rowData: (row) => ({ 'data-announcement-id': row.id }),
    columns: [
      {
        head: c('sentAt'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (row) => formatDateTime(row.createdAt),
      },
      { head: c('audience'), nowrap: true, cell: (row) => t(`announcements.audiences.${row.audience}`) },
      {
        head: c('announcement'),
        minWidth: 320,
        cell: (row) => <TitleCell title={row.title} summary={row.body} />,
      },
      {
        head: c('recipients'),
        sort: 'recipients',
        descFirst: true,
        monospace: true,
        nowrap: true,
        cell: (row) => row.recipients.toLocaleString('en-US'),
      },
      { head: c('sentBy'), minWidth: 0, cell: (row) => row.sentBy ?? t('shared.none') },
    ],
  };
}
