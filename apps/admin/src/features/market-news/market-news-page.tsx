import { Button, Stack, Text } from '@mantine/core';
import { toast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminNews, newsQueries, useDeleteNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { NewsForm } from './news-form.tsx';
import { NewsTable } from './news-table.tsx';

const PAGE_SIZE = 20;

export function MarketNewsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  const { pageNum } = useUrlFilters([] as const);
  const query = useQuery(newsQueries.list({ pageNum, pageSize: PAGE_SIZE }));
  const remove = useDeleteNews();
  // undefined: the form is closed; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<AdminNews | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);

  return (
    <Stack>
      <PageHeader
        title={t('marketNews.title')}
        intro={t('marketNews.intro')}
        actions={isAdmin ? <Button onClick={() => setEditing(null)}>{t('marketNews.new')}</Button> : null}
      />
      {isAdmin ? null : (
        <Text size="sm" c="dimmed">
          {t('marketNews.adminOnly')}
        </Text>
      )}
      <PagedList query={query} emptyText={t('marketNews.empty')} pageSize={PAGE_SIZE}>
        {(rows) => (
          <>
            <NewsTable
              rows={rows}
              onEdit={isAdmin ? setEditing : undefined}
              onDelete={isAdmin ? setDeleting : undefined}
            />
          </>
        )}
      </PagedList>
      {isAdmin ? <NewsForm item={editing} onClose={() => setEditing(undefined)} /> : null}
      <ReasonDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('common:prompt')}
        content={t('marketNews.deleteConfirm', { title: deleting?.title ?? '' })}
        danger
        onConfirm={async (reason) => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id, reason });
          toast.success(t('marketNews.deletedToast'));
        }}
      />
    </Stack>
  );
}
