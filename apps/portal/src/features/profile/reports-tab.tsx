import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { SHARED } from '../../lib/shared-texts.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { reportQuery, reportsQuery } from './api.ts';
import { FileLink } from './file-link.tsx';
import { OpenList } from './open-list.tsx';
import { PROFILE } from './texts.ts';

/** The mediators' progress reports on the user's cases (POST /api/report/pageList), each opened with GET /api/report/getInfo. */
export function ReportsTab() {
  const { t } = useTexts(PROFILE);
  const format = useFormat();
  const search = useSearchParams();
  const [params, setParams] = search;
  const [page, setPage] = usePageParam(search);
  const rawCase = Number(params.get('caseId'));
  const caseId = Number.isInteger(rawCase) && rawCase > 0 ? rawCase : undefined;
  const list = useQuery(reportsQuery(page, caseId));
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Stack gap="md">
      {caseId && list.data?.rows[0] && (
        <Group gap="xs">
          <Text size="sm">
            {t('reports.case')}: <strong>{list.data.rows[0].trackingNumber}</strong>
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setParams({ tab: 'reports' })}>
            {t('cases.all')}
          </Button>
        </Group>
      )}
      <QueryState query={list} emptyText={t('reports.empty')} isEmpty={(d) => d.total === 0}>
        {(data) => (
          <OpenList
            rows={data.rows}
            paging={{ page, total: data.total, onPage: setPage }}
            label={(row) => t('reports.open', { title: row.title })}
            onOpen={(row) => setOpenId(row.id)}
          >
            {(row) => (
              <>
                <Text fw={700}>{row.title}</Text>
                <Text size="xs" c="dimmed">
                  {row.trackingNumber} · {format.dateTime(row.createdAt)}
                  {row.authorName ? ` · ${t('reports.by', { name: row.authorName })}` : ''}
                  {row.attachmentCount > 0 ? ` · ${t('reports.attachments', { count: row.attachmentCount })}` : ''}
                </Text>
              </>
            )}
          </OpenList>
        )}
      </QueryState>
      <ReportModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function ReportModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTexts(PROFILE);
  const { t: ts } = useTexts(SHARED);
  const format = useFormat();
  const query = useQuery({ ...reportQuery(id ?? 0), enabled: id !== null });
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={query.data?.title ?? t('tabs.reports')}
      closeButtonProps={{ 'aria-label': ts('close') }}
    >
      {id !== null && (
        <QueryState query={query}>
          {(report) => (
            <Stack gap="sm" data-testid="report-detail">
              <Text size="xs" c="dimmed">
                {report.trackingNumber} · {format.dateTime(report.createdAt)}
                {report.authorName ? ` · ${t('reports.by', { name: report.authorName })}` : ''}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{report.body}</Text>
              {report.attachments.length > 0 && (
                <>
                  <Title order={3} size="h5">
                    {t('reports.attachmentsTitle')}
                  </Title>
                  <List size="sm">
                    {report.attachments.map((file) => (
                      <List.Item key={file.path}>
                        <FileLink file={file} />
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
