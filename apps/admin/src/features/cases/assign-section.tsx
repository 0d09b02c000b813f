import { Button, Group, NativeSelect } from '@mantine/core';
import type { AdminCaseView } from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../shared/section-card.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { caseQueries, useAssignCase } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** Who handles the case: take it, give it to another mediator, or leave it unassigned. */
export function AssignSection({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const me = useSession((s) => s.user?.userId);
  const mediators = useQuery(caseQueries.mediators()).data ?? [];
  const assign = useAssignCase(found.id);
  const current = found.mediatorId === null ? '' : String(found.mediatorId);
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);

  const run = async (mediatorId: number | null) => {
    try {
      await assign.mutateAsync(mediatorId);
      toast.success(mediatorId === null ? t('cases.assign.unassigned') : t('cases.assign.assigned'));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <SectionCard title={t('cases.assign.title')}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('cases.assign.label')}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={[
            { value: '', label: t('cases.assign.none') },
            ...mediators.map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` })),
          ]}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          variant="outline"
          disabled={chosen === current}
          loading={assign.isPending}
          onClick={() => void run(chosen ? Number(chosen) : null)}
        >
          {chosen ? t('cases.assign.save') : t('cases.assign.unassign')}
        </Button>
        {me && found.mediatorId !== me ? (
          <Button onClick={() => void run(me)} loading={assign.isPending}>
            {t('cases.assign.takeIt')}
          </Button>
        ) : null}
      </Group>
    </SectionCard>
  );
}
