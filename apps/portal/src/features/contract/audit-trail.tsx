import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { AgreementEventView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { CONTRACT } from './texts.ts';

/** Every recorded event of the agreement, with time, IP and browser. */
export function AuditTrail({ events }: { events: AgreementEventView[] }) {
  const { t } = useTranslation(CONTRACT);
  const format = useFormat();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="audit-title">
      <Title order={2} size="h4" id="audit-title" mb="sm">
        {t('audit.title')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} active={events.length - 1}>
        {events.map((event, index) => (
          <Timeline.Item key={`${event.event}-${event.at}-${index}`} title={t(`audit.${event.event}`)}>
            <Text size="xs" c="dimmed">
              {format.dateTime(event.at)}
              {event.actorName ? ` · ${event.actorName}` : ''}
              {event.ip ? ` · ${event.ip}` : ''}
            </Text>
            {event.userAgent && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {event.userAgent}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
