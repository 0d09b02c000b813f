import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TradingSettingsView } from '@platform/contracts';
import { textsUnder, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { fractionToPercent } from './percent.ts';

/** Installations start with settings dated at the epoch (see the server's settings): never changed by anyone. */
const neverChanged = (iso: string) => new Date(iso).getTime() === 0;

function Setting({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
        {hint ? (
          <Text component="span" display="block" size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Text>
    </Stack>
  );
}

/** One class's settings as users see them on the ticket; an admin can open the form to change them. */
export function SettingsCard({ settings, onEdit }: { settings: TradingSettingsView; onEdit?: () => void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const s = textsUnder(t, 'trading.settings');
  const percent = (fraction: string) => t('trading.percent', { value: fractionToPercent(fraction) });
  const name = t(`market.classes.${settings.class}`);
  const titleId = `trading-settings-${settings.class}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-class={settings.class}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={titleId}>
          {name}
        </Title>
        <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" m={0}>
          <Setting label={s('leverages')}>
            <Group gap={4} component="span">
              {settings.leverages.map((leverage) => (
                <Badge key={leverage} variant="outline" color="gray.8" component="span">
                  {t('trading.leverage', { value: leverage })}
                </Badge>
              ))}
            </Group>
          </Setting>
          <Setting label={s('feeRate')} hint={s('feeRateHint')}>
            {percent(settings.feeRate)}
          </Setting>
          <Setting label={s('marginCallLevel')} hint={s('levelHint')}>
            {percent(settings.marginCallLevel)}
          </Setting>
          <Setting label={s('stopOutLevel')} hint={s('levelHint')}>
            {percent(settings.stopOutLevel)}
          </Setting>
          <Setting label={s('closedMarket')}>{s(`policies.${settings.closedMarket}`)}</Setting>
          <Setting label={s('updatedAt')}>
            {neverChanged(settings.updatedAt) ? s('never') : formatDateTime(settings.updatedAt)}
          </Setting>
        </SimpleGrid>
        {onEdit ? (
          <Group justify="flex-end" mt="auto">
            <Button variant="outline" onClick={onEdit}>
              {t('trading.settings.edit', { name })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
