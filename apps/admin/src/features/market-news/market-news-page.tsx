import { Button, Stack, Text } from '@mantine/core';
import { toast } from '@platform/ui';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header.tsx';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminNews, useDeleteNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { NewsForm } from './news-form.tsx';
import { useNewsList } from './news-list.tsx';

export function MarketNewsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  const remove = useDeleteNews();
  // undefined: the form is closed; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<AdminNews | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);
  const list = useNewsList(isAdmin ? { onEdit: setEditing, onDelete: setDeleting } : undefined);

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
      <ResourceList list={list} />
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
