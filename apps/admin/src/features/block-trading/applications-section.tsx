import { Anchor, Button, Title } from '@mantine/core';
import type { AdminBlockApplicationView, BLOCK_APPLICATION_SORTS } from '@platform/contracts';
import { textsUnder, toast, useDateFormat, useShowError } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueueNews } from '../../shared/live.ts';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { ResourceList, type ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { blockQueries, useReviewBlockApplication } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * The queue of permission applications under review, oldest first or by e-mail or time: approve, or reject, from the
 * row or on the application's page (a click on the row, or Enter; j/k move between rows).
 */
function useApplicationList(
  onApprove: (row: AdminBlockApplicationView) => void,
  onReject: (row: AdminBlockApplicationView) => void,
): ResourceListDescription<AdminBlockApplicationView, never, (typeof BLOCK_APPLICATION_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'blockTrading.columns');
  return {
    label: t('blockTrading.applications'),
    minWidth: 640,
    // The first fifty waiting, without pages.
    useRows: ({ sort }) => {
      useQueueNews('blockApplications', blockQueries.all);
      return useQuery({
        ...blockQueries.applications({ status: 'pending', sort, page: 1, size: 50 }),
        placeholderData: keepPreviousData,
      });
    },
    emptyText: t('blockTrading.empty'),
    rowKey: (row) => row.id,
    rowLink: (row) => `/block-trading/applications/${row.id}`,
    columns: [
      {
        head: c('id'),
        cell: (row) => (
          <Anchor
            component={Link}
            to={`/block-trading/applications/${row.id}`}
            aria-label={t('blockTrading.openOf', { id: row.id, user: row.userEmail })}
          >
            #{row.id}
          </Anchor>
        ),
      },
      { head: c('user'), sort: 'userEmail', minWidth: 0, cell: (row) => row.userEmail },
      {
        head: c('appliedAt'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (row) => formatDateTime(row.createdAt),
      },
      {
        head: c('actions'),
        actions: true,
        cell: (row) => (
          <>
            <Button
              size="xs"
              onClick={() => onApprove(row)}
              aria-label={t('blockTrading.approveOf', { id: row.id, user: row.userEmail })}
            >
              {t('blockTrading.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => onReject(row)}
              aria-label={t('blockTrading.rejectOf', { id: row.id, user: row.userEmail })}
            >
              {t('blockTrading.reject')}
            </Button>
          </>
        ),
      },
    ],
  };
}

/** The review queue under its heading, and the reason asked before a rejection. */
export function ApplicationsSection() {
  const { t } = useAppTexts<ScreenTexts>();
  const review = useReviewBlockApplication();
  const showError = useShowError();
  const [rejecting, setRejecting] = useState<AdminBlockApplicationView | null>(null);
  const approve = async (row: AdminBlockApplicationView) => {
    try {
      await review.mutateAsync({ id: row.id, body: { decision: 'approve' } });
      toast.success(t('blockTrading.approved'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <div>
      <Title order={2} size="h4" id="block-applications" mb="sm">
        {t('blockTrading.applications')}
      </Title>
      <ResourceList list={useApplicationList(approve, setRejecting)} />
      <ReasonDialog
        opened={rejecting !== null}
        danger
        title={t('blockTrading.rejectTitle', { id: rejecting?.id ?? '' })}
        content={t('blockTrading.rejectContent')}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          await review.mutateAsync({ id: rejecting!.id, body: { decision: 'reject', reason } });
          toast.success(t('blockTrading.rejected'));
        }}
      />
    </div>
  );
}
