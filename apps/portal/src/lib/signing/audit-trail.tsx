import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { AgreementEventView, CaseParty } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useId } from 'react';
import { SIGNATURES } from './record-texts.ts';

/** Every recorded event of the agreement for both parties (sent, opened, signed, completed), with time, IP and browser. */
export function AuditTrail({
  events,
  viewer,
  formatDate,
}: {
  events: AgreementEventView[];
  viewer: CaseParty;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTexts(SIGNATURES);
  const titleId = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId} data-testid="audit-trail">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('audit.title')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} active={events.length - 1}>
        {events.map((event, index) => {
          const title = t(`audit.${event.event}`, {
            party: event.party ? t(`audit.partyLower.${event.party}`) : '',
          });
          return (
            <Timeline.Item
              key={`${event.event}-${event.at}-${index}`}
              title={event.party === viewer ? t('audit.byYou', { event: title }) : title}
            >
              <Text size="xs" c="dimmed">
                {formatDate(event.at)}
                {event.actorName && !event.party ? ` · ${event.actorName}` : ''}
                {event.ip ? ` · ${event.ip}` : ''}
              </Text>
              {event.userAgent && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {event.userAgent}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Paper>
  );
}
