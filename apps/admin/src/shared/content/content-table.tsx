import { Text } from '@mantine/core';
import type { ContentAdminView, ContentKind } from '@platform/contracts';
import { loosely, useDateFormat } from '@platform/ui';
import { ToneBadge } from '../badges.tsx';
import { RowButton } from '../cells.tsx';
import type { ResourceColumn } from '../resource/resource-list.tsx';
import { useAppTexts } from '../texts.ts';
import type { ContentScreen } from './content-screen.ts';

function PublishedBadge({ published }: { published: boolean }) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  return published ? (
    <ToneBadge tone="teal">{t('content.published')}</ToneBadge>
  ) : (
    <ToneBadge tone="gray">{t('content.draft')}</ToneBadge>
  );
}

interface ContentActions<K extends ContentKind> {
  edit(item: ContentAdminView<K>): void;
  publish(item: ContentAdminView<K>): void;
  remove(item: ContentAdminView<K>): void;
}

/**
 * The columns of one kind's items: its own, then their language, state and last change, and the admin's actions;
 * operator texts render as text, never as HTML.
 */
export function useContentColumns<K extends ContentKind>(
  screen: ContentScreen<K>,
  withLanguage: boolean,
  actions: ContentActions<K>,
): ResourceColumn<ContentAdminView<K>>[] {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  return [
    ...screen.columns.map((column) => ({
      head: t(column.head),
      minWidth: column.minWidth ?? 0,
      cell: (item: ContentAdminView<K>) => column.cell(item, t),
    })),
    ...(withLanguage
      ? [
          {
            head: t('content.columns.language'),
            cell: (item: ContentAdminView<K>) => {
              const language = (item as { language?: string }).language;
              return language ? t(`common:languages.${language}`) : null;
            },
          },
        ]
      : []),
    { head: t('content.columns.status'), cell: (item) => <PublishedBadge published={item.published} /> },
    {
      head: t('content.columns.updated'),
      cell: (item) => (
        <>
          <Text size="sm">{formatDateTime(item.updatedAt)}</Text>
          {item.updatedBy ? (
            <Text size="xs" c="dimmed">
              {t('content.updatedBy', { name: item.updatedBy })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      head: t('content.columns.actions'),
      actions: true,
      cell: (item) => {
        const name = screen.nameOf(item);
        return (
          <>
            <RowButton onClick={() => actions.edit(item)} label={t('content.editLabel', { name })}>
              {t('content.edit')}
            </RowButton>
            <RowButton
              filled={!item.published}
              onClick={() => actions.publish(item)}
              label={t(item.published ? 'content.unpublishLabel' : 'content.publishLabel', { name })}
            >
              {item.published ? t('content.unpublish') : t('content.publish')}
            </RowButton>
            <RowButton danger onClick={() => actions.remove(item)} label={t('content.deleteLabel', { name })}>
              {t('content.delete')}
            </RowButton>
          </>
        );
      },
    },
  ];
}
