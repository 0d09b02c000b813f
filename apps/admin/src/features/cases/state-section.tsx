import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminCaseView, CASE_STATE_LABELS, type CaseState, FINAL_CASE_STATES } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useState } from 'react';
import { useLocalized } from '../../shared/localized.ts';
import { ReasonPanel } from '../../shared/reason-panel.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useChangeCaseStatus } from './api.ts';
import { CaseStateBadge } from './case-badges.tsx';
import type { ScreenTexts } from './i18n.ts';

const DANGER: readonly CaseState[] = ['rejected', 'closed_not_settled'];

/**
 * The state changes the server allows from here (and no others), each opening its reason form in place (no dialog: a
 * mediator takes a case to its end from the keyboard, issue 32).
 */
export function StateSection({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const change = useChangeCaseStatus(found.id);
  const [target, setTarget] = useState<CaseState | null>(null);
  const isFinal = FINAL_CASE_STATES.includes(found.status);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('cases.state.title')}
          </Title>
          <CaseStateBadge state={found.status} />
        </Group>
        {isFinal ? (
          <Text size="sm" c="dimmed">
            {t('cases.state.final')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('cases.state.intro')}
            </Text>
            {found.canDraftAgreement && found.status === 'in_mediation' ? (
              <Text size="sm">{t('cases.state.draftHint')}</Text>
            ) : null}
            {found.status === 'agreement_drafted' ? <Text size="sm">{t('cases.state.signHint')}</Text> : null}
            <Group gap="sm">
              {found.allowedTransitions.map((state) => (
                <Button
                  key={state}
                  variant={DANGER.includes(state) ? 'outline' : 'filled'}
                  color={DANGER.includes(state) ? 'red.8' : undefined}
                  aria-expanded={target === state}
                  onClick={() => setTarget(state)}
                >
                  {t(`cases.state.to.${state}`)}
                </Button>
              ))}
            </Group>
          </>
        )}
        <ReasonPanel
          opened={target !== null}
          onClose={() => setTarget(null)}
          title={target ? t(`cases.state.to.${target}`) : ''}
          content={
            target ? (
              <Stack gap={4}>
                <Text size="sm">
                  {t('cases.state.confirm', {
                    number: found.trackingNumber,
                    from: localized(CASE_STATE_LABELS[found.status]),
                    to: localized(CASE_STATE_LABELS[target]),
                  })}
                </Text>
                {found.status === 'agreement_drafted' && target === 'in_mediation' ? (
                  <Text size="sm" fw={600}>
                    {t('cases.state.backToMediationHint')}
                  </Text>
                ) : null}
              </Stack>
            ) : null
          }
          danger={target !== null && DANGER.includes(target)}
          onConfirm={async (reason) => {
            if (!target) return;
            const answer = await change.mutateAsync({ status: target, reason });
            toast.success(t('cases.state.changed', { state: localized(CASE_STATE_LABELS[answer.status]) }));
          }}
        />
      </Stack>
    </Paper>
  );
}
