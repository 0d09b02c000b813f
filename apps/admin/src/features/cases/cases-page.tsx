import { Stack } from '@mantine/core';
import { useQueueNews } from '../../shared/live.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { caseQueries } from './api.ts';
import { useCaseList } from './case-list.tsx';
import type { ScreenTexts } from './i18n.ts';

function CaseQueue() {
  useQueueNews('cases', caseQueries.all);
  return <ResourceList list={useCaseList()} />;
}

export function CasesPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('cases.title')} intro={t('cases.intro')} />
      <RoleGate roles={['mediator', 'admin']} text={t('cases.noRole')}>
        <CaseQueue />
      </RoleGate>
    </Stack>
  );
}
