import { Anchor, Stack, Text } from '@mantine/core';
import { QueryState, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { simulatorQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

export function SimulatorPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const query = useQuery(simulatorQueries.status());

  return (
    <Stack>
      <PageHeader title={t('simulator.title')} intro={t('simulator.intro')} actions={<Simulated />} />
      <QueryState query={query}>
        {(status) => (
          <Stack>
            <Text size="sm" c="dimmed">
              {t('simulator.refreshed', { time: formatDateTime(new Date(query.dataUpdatedAt).toISOString()) })}
            </Text>
            <SectionCard title={t('simulator.source')}>
              <FieldGrid>
                <Field label={t('simulator.seed')} mono>
                  {status.seed}
                </Field>
                <Field label={t('simulator.tickInterval')}>
                  {t('simulator.tickIntervalValue', { ms: status.tickIntervalMs })}
                </Field>
                <Field label={t('simulator.alwaysOpen')}>
                  {status.alwaysOpen ? t('simulator.alwaysOpenOn') : t('simulator.alwaysOpenOff')}
                </Field>
                <Field label={t('simulator.startedAt')}>{formatDateTime(status.startedAt)}</Field>
                <Field label={t('simulator.instruments')}>
                  <Anchor component={Link} to="/market/instruments" size="sm">
                    {status.instruments}
                  </Anchor>
                </Field>
                <Field label={t('simulator.halted')}>{status.halted}</Field>
              </FieldGrid>
            </SectionCard>
            <SectionCard title={t('simulator.stream')}>
              <FieldGrid>
                <Field label={t('simulator.clientsConnected')}>{status.clientsConnected}</Field>
                <Field label={t('simulator.subscriptions')}>{status.subscriptions}</Field>
              </FieldGrid>
            </SectionCard>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
