import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { ToneBadge } from '../../shared/badges.tsx';
import { RowButton, TitleCell } from '../../shared/cells.tsx';
import type { ResourceColumn, ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminNews, type NewsSort, newsQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Actions {
  /** Admins edit and delete; others only read. */
  onEdit(item: AdminNews): void;
  onDelete(item: AdminNews): void;
}

/**
 * Every news item, drafts included, newest first or by publication or last change. Titles and summaries are
 * operator-written plain text: React renders them as text, never as HTML.
 */
export function useNewsList(actions: Actions | undefined): ResourceListDescription<AdminNews, never, NewsSort> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const actionsColumn: ResourceColumn<AdminNews, NewsSort> = {
    head: t('marketNews.columns.actions'),
    actions: true,
    cell: (item) => (
      <>
        <RowButton onClick={() => actions?.onEdit(item)} label={t('marketNews.editLabel', { title: item.title })}>
          {t('marketNews.edit')}
        </RowButton>
        <RowButton
          danger
          onClick={() => actions?.onDelete(item)}
          label={t('marketNews.deleteLabel', { title: item.title })}
        >
          {t('marketNews.delete')}
        </RowButton>
      </>
    ),
  };
  return {
    label: t('marketNews.title'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ sort, pageNum, pageSize }) => useQuery(newsQueries.list({ sort, pageNum, pageSize })),
    emptyText: t('marketNews.empty'),
    rowKey: (item) => item.id,
    rowData: (item) => ({ 'data-news-id': item.id }),
    columns: [
      {
        head: t('marketNews.columns.title'),
        minWidth: 240,
        cell: (item) => <TitleCell title={item.title} summary={item.summary} />,
      },
      {
        head: t('marketNews.columns.symbols'),
        minWidth: 100,
        monospace: true,
        cell: (item) => (item.symbols.length > 0 ? item.symbols.join(', ') : none),
      },
      {
        head: t('marketNews.columns.status'),
        cell: (item) =>
          item.published ? (
            <ToneBadge tone="teal">{t('marketNews.published')}</ToneBadge>
          ) : (
            <ToneBadge tone="gray">{t('marketNews.draft')}</ToneBadge>
          ),
      },
      {
        head: t('marketNews.columns.publishedAt'),
        sort: 'publishedAt',
        descFirst: true,
        nowrap: true,
        cell: (item) => formatDateTime(item.publishedAt) ?? none,
      },
      {
        head: t('marketNews.columns.updatedAt'),
        sort: 'updatedAt',
        descFirst: true,
        nowrap: true,
        cell: (item) => formatDateTime(item.updatedAt),
      },
      ...(actions ? [actionsColumn] : []),
    ],
  };
}
