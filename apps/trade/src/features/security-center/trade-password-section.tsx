import { Alert, Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { SecurityStatusView } from '@platform/contracts';
import { useMessage, useTexts, WARNING_TEXT } from '@platform/ui';
import { useState } from 'react';
import { SECURITY } from './texts.ts';
import { ChangeTradePasswordForm, ResetTradePasswordForm, SetTradePasswordForm } from './trade-password-forms.tsx';

/** `2026-11-21T03:40:00.000Z` → `2026-11-21 03:40`, as the lock message states it in UTC. */
const utcMinute = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** The transaction password: set it, or change it, or reset it by e-mail code; a lock-out says until when. */
export function TradePasswordSection({ status }: { status: SecurityStatusView }) {
  const { t } = useTexts(SECURITY);
  const say = useMessage();
  const [mode, setMode] = useState<'change' | 'reset'>('change');
  const lockedUntil =
    status.tradePasswordLockedUntil && Date.parse(status.tradePasswordLockedUntil) > Date.now()
      ? status.tradePasswordLockedUntil
      : null;

  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="trade-password-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="trade-password-title">
          {t('trade.title')}
        </Title>
        <Badge
          variant="outline"
          tt="none"
          color={status.tradePasswordSet ? 'var(--platform-ink-teal)' : WARNING_TEXT}
          data-testid="trade-password-status"
        >
          {status.tradePasswordSet ? t('trade.isSet') : t('trade.notSet')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('trade.intro')} {t('trade.attempts', { max: status.maxAttempts, minutes: status.lockMinutes })}
      </Text>
      {lockedUntil && (
        <Alert color="red" variant="light" mb="sm" role="alert" data-testid="trade-password-locked">
          {say('tradePasswordLocked', { until: utcMinute(lockedUntil) })}
        </Alert>
      )}
      {status.tradePasswordSet && !lockedUntil && status.tradePasswordAttemptsLeft < status.maxAttempts && (
        <Text size="sm" mb="sm">
          {t('trade.attemptsLeft', { left: status.tradePasswordAttemptsLeft, max: status.maxAttempts })}
        </Text>
      )}
      {!status.tradePasswordSet ? (
        <SetTradePasswordForm />
      ) : (
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('trade.modes')}
            value={lockedUntil ? 'reset' : mode}
            onChange={(value) => setMode(value as 'change' | 'reset')}
            data={[
              { value: 'change', label: t('trade.change'), disabled: !!lockedUntil },
              { value: 'reset', label: t('trade.reset') },
            ]}
          />
          {mode === 'change' && !lockedUntil ? (
            <ChangeTradePasswordForm />
          ) : (
            <ResetTradePasswordForm email={status.email} />
          )}
        </Stack>
      )}
    </Paper>
  );
}
