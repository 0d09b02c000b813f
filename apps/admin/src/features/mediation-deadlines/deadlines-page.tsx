import { Paper, Stack, Text } from '@mantine/core';
import { DEADLINE_KINDS } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate, useHasRole } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { deadlineQueries } from './api.ts';
import { DeadlineCard } from './deadline-card.tsx';
import type { ScreenTexts } from './i18n.ts';

/** The operators' deadline lengths for each step of a case (issue 15 §2): mediators read them, admins set them. */
export function MediationDeadlinesPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('mediationDeadlines.title')} intro={t('mediationDeadlines.intro')} />
      <Paper withBorder p="md">
        <Text size="sm">{t('mediationDeadlines.fromNowOn')}</Text>
      </Paper>
      <RoleGate roles={['mediator', 'admin']} text={t('mediationDeadlines.noAccess')}>
        <Deadlines />
      </RoleGate>
    </Stack>
  );
}

function Deadlines() {
  const { t } = useAppTexts<ScreenTexts>();
  const canEdit = useHasRole(['admin']);
  const query = useQuery(deadlineQueries.list());
  return (
    <QueryState query={query}>
      {(settings) => (
        <Stack gap="md">
          {canEdit ? null : (
            <Text size="sm" c="dimmed">
              {t('mediationDeadlines.adminOnly')}
            </Text>
          )}
          {/* In the order a case meets them, whatever order the server answers in. */}
          {DEADLINE_KINDS.flatMap((kind) => settings.filter((s) => s.kind === kind)).map((setting) => (
            <DeadlineCard key={setting.kind} setting={setting} canEdit={canEdit} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
