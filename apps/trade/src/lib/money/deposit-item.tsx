import { Group, Progress, Stack, Text } from '@mantine/core';
import type { DepositView } from '@platform/contracts';
import { Amount, MoneyStatusBadge, useDateFormat, useTexts } from '@platform/ui';
import { MONEY } from './texts.ts';

/** One deposit as the user follows it: amount, state, confirmations or review deadline, and any refusal's reason. */
export function DepositItem({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTexts(MONEY);
  const when = useDateFormat().dateTime;
  const statusLabel =
    d.status === 'pending' && d.method === 'chain' ? t('chainDepositPending') : t(`depositStatus.${d.status}`);
  const required = d.requiredConfirmations ?? 0;
  const confirmations = Math.min(d.confirmations ?? 0, required);
  return (
    <Stack gap={4} data-testid={`deposit-${d.id}`} data-status={d.status}>
      <Group justify="space-between" gap="xs">
        <Amount value={d.amount} currency={d.currency} fw={700} />
        <MoneyStatusBadge status={d.status}>{statusLabel}</MoneyStatusBadge>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`method.${d.method}`)}
        {d.network ? ` · ${t(`network.${d.network}`)}` : ''} · {t('recordNo', { id: d.id })} · {when(d.createdAt)}
      </Text>
      {d.method === 'chain' && required > 0 && (
        <Stack gap={2}>
          <Text size="xs" data-testid="confirmations">
            {t('confirmations', { count: confirmations, required })}
          </Text>
          <Progress
            value={(confirmations / required) * 100}
            size="sm"
            color={d.status === 'completed' ? 'teal.9' : 'indigo.8'}
            aria-label={t('confirmations', { count: confirmations, required })}
          />
        </Stack>
      )}
      {d.txHash && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {t('txHash')}: {d.txHash}
        </Text>
      )}
      {d.method === 'bank' && d.status === 'pending' && d.reviewDeadline && (
        <Text size="xs">{t('reviewBy', { time: when(d.reviewDeadline) })}</Text>
      )}
      {d.status === 'failed' && d.reason && (
        <Text size="sm" c="var(--mantine-color-error)" data-testid="deposit-reason">
          {t('reason')}: {d.reason}
        </Text>
      )}
    </Stack>
  );
}
