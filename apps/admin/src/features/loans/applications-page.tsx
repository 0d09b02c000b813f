import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useApplicationList } from './application-list.tsx';
import type { ScreenTexts } from './i18n.ts';

function Queue() {
  return <ResourceList list={useApplicationList()} />;
}

/** Loan applications waiting for review, and every loan (admins and reviewers). */
export function LoanApplicationsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useHasRole(['admin', 'reviewer']);
  return (
    <Stack>
      <PageHeader title={t('loans.applications.title')} intro={t('loans.applications.intro')} />
      {allowed ? <Queue /> : <Text c="dimmed">{t('loans.applications.notAllowed')}</Text>}
    </Stack>
  );
}
