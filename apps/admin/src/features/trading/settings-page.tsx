import { List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { TRADING_ADMIN_ROLES, TRADING_CLASSES, TRADING_VIEW_ROLES, type TradingClass } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate, useHasRole } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { tradingQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { SettingsCard } from './settings-card.tsx';
import { SettingsForm } from './settings-form.tsx';
import { SettingsHistory } from './settings-history.tsx';

export function TradingSettingsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('trading.settings.title')} intro={t('trading.settings.intro')} />
      <Paper withBorder p="md">
        <List size="sm" spacing={4}>
          <List.Item>{t('trading.settings.newOrdersOnly')}</List.Item>
          <List.Item>{t('trading.noPrice')}</List.Item>
        </List>
      </Paper>
      <RoleGate roles={TRADING_VIEW_ROLES} text={t('trading.noAccess')}>
        <Settings />
        <SettingsHistory />
      </RoleGate>
    </Stack>
  );
}

function Settings() {
  const { t } = useAppTexts<ScreenTexts>();
  const canEdit = useHasRole(TRADING_ADMIN_ROLES);
  const query = useQuery(tradingQueries.settings());
  const [editing, setEditing] = useState<TradingClass | null>(null);

  return (
    <QueryState query={query}>
      {({ classes }) => {
        // In the order the contract lists the classes, whatever order the server answers in.
        const ordered = TRADING_CLASSES.flatMap((c) => classes.filter((s) => s.class === c));
        const edited = ordered.find((s) => s.class === editing);
        return (
          <Stack gap="sm">
            {canEdit ? null : (
              <Text size="sm" c="dimmed">
                {t('trading.settings.adminOnly')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {ordered.map((settings) => (
                <SettingsCard
                  key={settings.class}
                  settings={settings}
                  onEdit={canEdit ? () => setEditing(settings.class) : undefined}
                />
              ))}
            </SimpleGrid>
            {canEdit && edited ? <SettingsForm settings={edited} onClose={() => setEditing(null)} /> : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}
