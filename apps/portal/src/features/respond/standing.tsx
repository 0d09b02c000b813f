import { Paper, Stack, Text, Title } from '@mantine/core';
import type { RespondentCaseView, RespondentState } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { NextStepLine } from '../../lib/ui/next-step-line.tsx';
import { type Tone, ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { RESPOND } from './texts.ts';

type Standing = RespondentState | 'not_answered';

const TONE: Record<Standing, Tone> = {
  not_contacted: 'neutral',
  notified: 'warn',
  taking_part: 'good',
  declined: 'neutral',
  not_answered: 'neutral',
};

/** Whether the case still waits for the respondent's answer (a case closed meanwhile no longer does). */
export const awaitsAnswer = (view: RespondentCaseView) =>
  view.respondentState === 'notified' && view.status === 'accepted';

const standingOf = (view: RespondentCaseView): Standing =>
  view.respondentState === 'notified' && !awaitsAnswer(view) ? 'not_answered' : view.respondentState;

/** Where the respondent stands, and what happens next and by when. */
export function Standing({ view }: { view: RespondentCaseView }) {
  const { t } = useTexts(RESPOND);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="respondent-standing">
      <Stack gap="sm">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Title order={2} size="h4" id="respondent-standing">
            {t('standing.title')}
          </Title>
          <ToneBadge tone={TONE[standingOf(view)]} data-testid="respondent-state">
            {t(`standing.${standingOf(view)}`)}
          </ToneBadge>
        </div>
        {view.respondentState === 'taking_part' && view.respondentName && (
          <Text size="sm">{t('standing.takingPartAs', { name: view.respondentName })}</Text>
        )}
        {view.respondentState === 'declined' && <Text size="sm">{t('standing.declinedText')}</Text>}
        {standingOf(view) === 'not_answered' && <Text size="sm">{t('standing.notAnsweredText')}</Text>}
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {t('next.title')}
          </Text>
          <NextStepLine next={view.next} party="respondent" />
        </div>
      </Stack>
    </Paper>
  );
}
