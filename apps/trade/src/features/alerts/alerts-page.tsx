// /alerts — the user's price alerts: how many wait against the limit, each with its state, paused, resumed or deleted
// here. New ones are set from an instrument's page (its Alert button), where the price is.
import { Button, Stack, Text, Title } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { AlertItem } from './alert-item.tsx';
import { alertsQuery } from './api.ts';
import { ALERTS } from './texts.ts';

export function AlertsPage() {
  const { t } = useTexts(ALERTS);
  usePageTitle(t('title'));
  const alerts = useQuery(alertsQuery());
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      {alerts.data && (
        <Text size="sm" fw={500} data-testid="alerts-count">
          {t('count', { waiting: alerts.data.waiting, limit: alerts.data.limit })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('howTo')}{' '}
        <Button component={Link} to="/markets" variant="subtle" size="compact-sm">
          {t('browse')}
        </Button>
      </Text>
      <QueryState query={alerts} isEmpty={(data) => data.rows.length === 0} emptyText={t('empty')}>
        {(data) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
            {data.rows.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
