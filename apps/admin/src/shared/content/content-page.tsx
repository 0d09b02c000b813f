import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ContentAdminView, type ContentKind, LANGUAGES } from '@platform/contracts';
import { loosely, toast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFilters } from '../list-filters.tsx';
import { PageHeader } from '../page-header.tsx';
import { PagedList } from '../paged-list.tsx';
import { ReasonDialog } from '../reason-dialog.tsx';
import { useUrlFilters } from '../search-params.ts';
import { useSession } from '../session.ts';
import { useAppTexts } from '../texts.ts';
import { contentQueries, useDeleteContent, usePublishContent } from './content-api.ts';
import { ContentForm } from './content-form.tsx';
import { type ContentScreen, hasLanguage } from './content-screen.ts';
import { ContentTable } from './content-table.tsx';

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
  const { values, pageNum, setFilters } = useUrlFilters(['language'] as const);
  const language = (LANGUAGES as readonly string[]).includes(values.language)
    ? (values.language as (typeof LANGUAGES)[number])
    : undefined;
  // Published content is the admins' (the server refuses other roles, and a refusal would sign the operator out).
  const query = useQuery({
    ...contentQueries.list(screen.kind, { language, page: pageNum, size: PAGE_SIZE }),
    enabled: isAdmin,
  });
  const publish = usePublishContent(screen.kind);
  const remove = useDeleteContent(screen.kind);
  // undefined: the form is closed; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<ContentAdminView<K> | null | undefined>(undefined);
  // Publishing, unpublishing and deleting each ask why, for the audit log.
  const [acting, setActing] = useState<{ item: ContentAdminView<K>; action: Action } | null>(null);
  const close = () => setEditing(undefined);
  const act = (action: Action) => (item: ContentAdminView<K>) => setActing({ item, action });

  return (
    <Stack>
      <PageHeader
        title={text('title')}
        intro={text('intro')}
        actions={isAdmin ? <Button onClick={() => setEditing(null)}>{text('new')}</Button> : null}
      />
      {isAdmin ? null : <Text c="dimmed">{t('content.adminOnly')}</Text>}
      {isAdmin && withLanguage ? (
        <ListFilters
          selects={[
            {
              key: 'language',
              label: t('content.languageFilter'),
              value: language ?? '',
              options: [
                { value: '', label: t('content.allLanguages') },
                ...LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) })),
              ],
            },
          ]}
          onChange={setFilters}
        />
      ) : null}
      {isAdmin ? (
        <PagedList query={query} emptyText={language ? t('shared.noMatches') : text('empty')} pageSize={PAGE_SIZE}>
          {(rows) => (
            <>
              <ContentTable<K>
                label={text('title')}
                rows={rows}
                columns={screen.columns}
                withLanguage={withLanguage}
                nameOf={screen.nameOf}
                minWidth={screen.minWidth}
                actions={
                  isAdmin
                    ? {
                        edit: setEditing,
                        publish: (item) => setActing({ item, action: item.published ? 'unpublish' : 'publish' }),
                        remove: act('delete'),
                      }
                    : undefined
                }
              />
            </>
          )}
        </PagedList>
      ) : null}
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
