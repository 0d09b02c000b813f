import { Text } from '@mantine/core';
import { useDateFormat } from '@platform/ui';
import { TitleCell } from '../../../shared/cells.tsx';
import type { ContentScreen } from '../../../shared/content/content-screen.ts';
import { StoredImage } from '../../../shared/files/file-list.tsx';
import { useAppTexts } from '../../../shared/texts.ts';
import type { ScreenTexts } from '../i18n.ts';
import { body, language, summary, title } from './fields.ts';

function PublishedAt({ value }: { value: string | null }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  return formatDateTime(value) ?? t('shared.none');
}

export const newsScreen: ContentScreen<'news'> = {
  kind: 'news',
  texts: 'portalNews',
  minWidth: 960,
  nameOf: (item) => item.title,
  fields: [
    language,
    { ...title, autofocus: true },
    summary,
    body,
    { name: 'coverImage', input: 'image', label: 'content.coverImage' },
  ],
  columns: [
    {
      head: 'portalNews.columns.cover',
      cell: (item, t) =>
        item.coverImage ? (
          <StoredImage path={item.coverImage} alt={t('portalNews.coverAlt', { title: item.title })} h={48} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('portalNews.noCover')}
          </Text>
        ),
    },
    {
      head: 'portalNews.columns.title',
      minWidth: 240,
      cell: (item) => <TitleCell title={item.title} summary={item.summary} />,
    },
    { head: 'portalNews.columns.publishedAt', cell: (item) => <PublishedAt value={item.publishedAt} /> },
  ],
};
