import { Button, Group, List, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { type AdminCaseRowView, mediationAdminApi } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api.ts';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { caseQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Refused {
  trackingNumber: string;
  why: string;
}

/**
 * The picked cases given to one mediator (or unassigned) at once (issue 32 §3): each assigned on its own, as from its
 * page, so each is audited on its own and one refused leaves the others done; the refused are named with the reason.
 */
export function BulkAssignBar({ cases, onDone }: { cases: AdminCaseRowView[]; onDone(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const me = useSession((s) => s.user?.userId);
  const mediators = useQuery(caseQueries.mediators()).data ?? [];
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(me ? String(me) : '');
  const [running, setRunning] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  if (cases.length === 0 && refused.length === 0) return null;

  const assign = async () => {
    setRunning(true);
    const mediatorId = chosen ? Number(chosen) : null;
    const failed: Refused[] = [];
    try {
      for (const found of cases) {
        try {
          await api.call(mediationAdminApi.assignCase, { params: { id: found.id }, body: { mediatorId } });
        } catch (error) {
          const why = isApiError(error) && error.kind === 'api' && error.msg ? error.msg : t('cases.bulk.noAnswer');
          failed.push({ trackingNumber: found.trackingNumber, why });
        }
      }
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: caseQueries.all });
    }
    const done = cases.length - failed.length;
    if (done > 0) toast.success(t('cases.bulk.assigned', { count: done }));
    setRefused(failed);
    onDone();
  };

  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={t('cases.bulk.title')}>
      <Stack gap="xs">
        {cases.length > 0 ? (
          <Group align="flex-end" gap="sm">
            <Text size="sm" fw={600} style={{ alignSelf: 'center' }}>
              {t('cases.bulk.picked', { count: cases.length })}
            </Text>
            <NativeSelect
              label={t('cases.bulk.to')}
              value={chosen}
              onChange={(event) => setChosen(event.currentTarget.value)}
              data={[
                { value: '', label: t('cases.assign.none') },
                ...mediators.map((m) => ({
                  value: String(m.id),
                  label: m.id === me ? t('cases.filters.mine') : m.name,
                })),
              ]}
              style={{ flex: '0 1 240px' }}
            />
            <Button onClick={() => void assign()} loading={running}>
              {t('cases.bulk.assign', { count: cases.length })}
            </Button>
            <Button variant="subtle" onClick={onDone} disabled={running}>
              {t('cases.bulk.clear')}
            </Button>
          </Group>
        ) : null}
        {refused.length > 0 ? (
          <Stack gap={4} role="alert">
            <Text size="sm" c="red.8">
              {t('cases.bulk.refused', { count: refused.length })}
            </Text>
            <List size="sm">
              {refused.map((item) => (
                <List.Item key={item.trackingNumber}>
                  {item.trackingNumber}: {item.why}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
