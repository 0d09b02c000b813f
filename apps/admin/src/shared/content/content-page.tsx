import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ContentAdminView, type ContentKind, LANGUAGES } from '@platform/contracts';
import { loosely, toast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../page-header.tsx';
import { ReasonDialog } from '../reason-dialog.tsx';
import { ResourceList, type ResourceListDescription } from '../resource/resource-list.tsx';
import { useSession } from '../session.ts';
import { useAppTexts } from '../texts.ts';
import { contentQueries, useDeleteContent, usePublishContent } from './content-api.ts';
import { ContentForm } from './content-form.tsx';
import { type ContentScreen, hasLanguage } from './content-screen.ts';
import { useContentColumns } from './content-table.tsx';

const PAGE_SIZE = 20;

type Action = 'publish' | 'unpublish' | 'delete';

interface ContentPageProps<K extends ContentKind> {
  screen: ContentScreen<K>;
}

/**
 * A published-content screen: the items (drafts included) with an admin's edit, publish / unpublish (with a reason)
 * and delete, and the kind's form in a dialog; what differs per kind comes from its screen table.
 */
export function ContentPage<K extends ContentKind>({ screen }: ContentPageProps<K>) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  const text = (key: string) => t(`${screen.texts}.${key}`);
  const withLanguage = hasLanguage(screen);
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const publish = usePublishContent(screen.kind);
  const remove = useDeleteContent(screen.kind);
  // undefined: the form is closed; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<ContentAdminView<K> | null | undefined>(undefined);
  // Publishing, unpublishing and deleting each ask why, for the audit log.
  const [acting, setActing] = useState<{ item: ContentAdminView<K>; action: Action } | null>(null);
  const close = () => setEditing(undefined);
  const columns = useContentColumns(screen, withLanguage, {
    edit: setEditing,
    publish: (item) => setActing({ item, action: item.published ? 'unpublish' : 'publish' }),
    remove: (item) => setActing({ item, action: 'delete' }),
  });
  const list: ResourceListDescription<ContentAdminView<K>, 'language'> = {
    label: text('title'),
    minWidth: screen.minWidth,
    pageSize: PAGE_SIZE,
    // Published content is the admins' (the server refuses other roles, and a refusal would sign the operator out):
    // the list is shown to admins only.
    useRows: ({ filters, pageNum }) => {
      const language = LANGUAGES.find((l) => l === filters.language);
      return useQuery(contentQueries.list(screen.kind, { language, page: pageNum, size: PAGE_SIZE }));
    },
    selects: withLanguage
      ? [
          {
            key: 'language',
            label: t('content.languageFilter'),
            options: [
              { value: '', label: t('content.allLanguages') },
              ...LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) })),
            ],
          },
        ]
      : [],
    emptyText: text('empty'),
    rowKey: (item) => item.id,
    rowData: (item) => ({ 'data-content-id': item.id }),
    columns,
  };

  return (
    <Stack>
      <PageHeader
        title={text('title')}
        intro={text('intro')}
        actions={isAdmin ? <Button onClick={() => setEditing(null)}>{text('new')}</Button> : null}
      />
      {isAdmin ? null : <Text c="dimmed">{t('content.adminOnly')}</Text>}
      {isAdmin ? <ResourceList list={list} /> : null}
      {isAdmin ? (
        <Modal
          opened={editing !== undefined}
          onClose={close}
          title={editing ? text('editTitle') : text('createTitle')}
          size="xl"
          fullScreen={isPhone}
          closeButtonProps={{ 'aria-label': t('shared.close') }}
          centered
        >
          {editing !== undefined ? <ContentForm screen={screen} item={editing} onDone={close} /> : null}
        </Modal>
      ) : null}
      <ReasonDialog
        opened={acting !== null}
        onClose={() => setActing(null)}
        title={t('common:prompt')}
        content={acting ? t(`content.${acting.action}Confirm`, { name: screen.nameOf(acting.item) }) : ''}
        danger={acting?.action !== 'publish'}
        onConfirm={async (reason) => {
          if (!acting) return;
          const { item, action } = acting;
          if (action === 'delete') await remove.mutateAsync({ id: item.id, reason });
          else await publish.mutateAsync({ id: item.id, published: action === 'publish', reason });
          toast.success(t(`content.${action}Toast`));
        }}
      />
    </Stack>
  );
}
