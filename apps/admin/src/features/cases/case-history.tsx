import { Text, Timeline } from '@mantine/core';
import { type AdminCaseView, CASE_STATE_LABELS, type CaseActorKind, type CaseEventView } from '@platform/contracts';
import type { TextKey } from '@platform/ui';
import { useDateFormat } from '@platform/ui';
import { useLocalized } from '../../shared/localized.ts';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/** Each actor's words, so a new kind of actor cannot show a raw key (the respondent once did). */
const ACTOR_KEYS: Record<Exclude<CaseActorKind, 'mediator'>, TextKey<ScreenTexts>> = {
  user: 'cases.history.by.user',
  respondent: 'cases.history.by.respondent',
  system: 'cases.history.by.system',
};

function useActorText() {
  const { t } = useAppTexts<ScreenTexts>();
  return ({ actor }: CaseEventView) => {
    if (actor.kind === 'mediator') {
      return actor.name ? t('cases.history.by.mediator', { name: actor.name }) : t('cases.history.by.mediatorUnnamed');
    }
    return t(ACTOR_KEYS[actor.kind]);
  };
}

/** The case's recorded changes, oldest first: from and to, who, when and why. */
export function CaseHistory({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const localized = useLocalized();
  const actorText = useActorText();
  return (
    <SectionCard title={t('cases.history.title')}>
      <Text size="sm" c="dimmed">
        {t('cases.history.intro')}
      </Text>
      {found.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cases.history.empty')}
        </Text>
      ) : (
        <Timeline active={found.history.length - 1} bulletSize={14} lineWidth={2} color="indigo.8">
          {found.history.map((event) => (
            <Timeline.Item
              key={event.id}
              title={
                event.fromStatus
                  ? t('cases.history.change', {
                      from: localized(CASE_STATE_LABELS[event.fromStatus]),
                      to: localized(CASE_STATE_LABELS[event.toStatus]),
                    })
                  : localized(CASE_STATE_LABELS[event.toStatus])
              }
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(event.createdAt)} · {actorText(event)}
              </Text>
              {event.reason ? (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.reason}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
