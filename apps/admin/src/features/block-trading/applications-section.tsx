import { Button, Group, Table, Title } from '@mantine/core';
import type { AdminBlockApplicationView } from '@platform/contracts';
import { QueryState, toast, useDateFormat, useShowError } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../shared/data-table.tsx';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { blockQueries, useReviewBlockApplication } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** The queue of permission applications under review, oldest first: approve, or reject with a reason. */
export function ApplicationsSection() {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const query = useQuery(blockQueries.applications({ status: 'pending', page: 1, size: 50 }));
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
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('blockTrading.empty')}>
        {(page) => (
          <DataTable
            label={t('blockTrading.applications')}
            minWidth={640}
            head={[
              t('blockTrading.columns.id'),
              t('blockTrading.columns.user'),
              t('blockTrading.columns.appliedAt'),
              t('blockTrading.columns.actions'),
            ]}
          >
            {page.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>#{row.id}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.userEmail}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => approve(row)}
                      aria-label={t('blockTrading.approveOf', { id: row.id, user: row.userEmail })}
                    >
                      {t('blockTrading.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setRejecting(row)}
                      aria-label={t('blockTrading.rejectOf', { id: row.id, user: row.userEmail })}
                    >
                      {t('blockTrading.reject')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </QueryState>
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
