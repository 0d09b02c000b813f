import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminCaseView, FINAL_CASE_STATES } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { FileList } from '../../shared/files/file-list.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { ReportForm } from './report-form.tsx';

/** The reports the user reads in the portal, newest first as the server lists them, and the form for the next one. */
export function ReportsSection({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const closed = FINAL_CASE_STATES.includes(found.status);
  return (
    <SectionCard title={t('cases.reports.title')}>
      <Text size="sm" c="dimmed">
        {t('cases.reports.intro')}
      </Text>
      {found.reports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cases.reports.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {found.reports.map((report) => (
            <Paper component="li" key={report.id} withBorder p="sm" bg="gray.0">
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {report.title}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('cases.reports.by', {
                    name: report.authorName ?? t('shared.none'),
                    at: formatDateTime(report.createdAt),
                  })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {report.body}
                </Text>
                {report.attachments.length > 0 ? (
                  <FileList
                    files={report.attachments}
                    label={t('cases.reports.attachments', { title: report.title })}
                  />
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Divider />
      {closed ? (
        <Text size="sm" c="dimmed">
          {t('cases.reports.closed')}
        </Text>
      ) : (
        <ReportForm caseId={found.id} />
      )}
    </SectionCard>
  );
}
