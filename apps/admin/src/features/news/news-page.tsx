import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { StoredImage } from '../../shared/files/file-list.tsx';
import { useFormatDateTime } from '../../shared/format.ts';
import { NewsForm } from './news-form.tsx';

export function NewsPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <ContentPage
      kind="news"
      title={t('portalNews.title')}
      intro={t('portalNews.intro')}
      newLabel={t('portalNews.new')}
      emptyText={t('portalNews.empty')}
      withLanguage
      minWidth={960}
      nameOf={(item) => item.title}
      formTitle={{ create: t('portalNews.createTitle'), edit: t('portalNews.editTitle') }}
      Form={NewsForm}
      columns={[
        {
          head: t('portalNews.columns.cover'),
          cell: (item) =>
            item.coverImage ? (
              <StoredImage path={item.coverImage} alt={t('portalNews.coverAlt', { title: item.title })} h={48} />
            ) : (
              <Text size="xs" c="dimmed">
                {t('portalNews.noCover')}
              </Text>
            ),
        },
        {
          head: t('portalNews.columns.title'),
          minWidth: 240,
          cell: (item) => (
            <>
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
              {item.summary ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.summary}
                </Text>
              ) : null}
            </>
          ),
        },
        {
          head: t('portalNews.columns.publishedAt'),
          cell: (item) => formatDateTime(item.publishedAt) ?? t('shared.none'),
        },
      ]}
    />
  );
}
