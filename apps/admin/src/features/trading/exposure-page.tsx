import { Button, Group, Stack, Text } from '@mantine/core';
import { TRADING_VIEW_ROLES } from '@platform/contracts';
import { QueryState, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { tradingQueries } from './api.ts';
import { ExposureTable } from './exposure-table.tsx';
import type { ScreenTexts } from './i18n.ts';

export function TradingExposurePage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('trading.exposure.title')} intro={t('trading.exposure.intro')} actions={<Simulated />} />
      <RoleGate roles={TRADING_VIEW_ROLES} text={t('trading.noAccess')}>
        <Exposure />
      </RoleGate>
    </Stack>
  );
}

function Exposure() {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const query = useQuery(tradingQueries.exposure());
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data
            ? t('trading.exposure.computedAt', { time: formatDateTime(new Date(query.data.time).toISOString()) })
            : null}
        </Text>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('trading.exposure.refresh')}
        </Button>
      </Group>
      <QueryState query={query} isEmpty={(view) => view.rows.length === 0} emptyText={t('trading.exposure.empty')}>
        {(view) => <ExposureTable rows={view.rows} />}
      </QueryState>
    </Stack>
  );
}
