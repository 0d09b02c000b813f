import { Group, Stack, Text } from '@mantine/core';
import type { WithdrawalView } from '@platform/contracts';
import { Amount, MoneyStatusBadge, useDateFormat, useTexts } from '@platform/ui';
import { MONEY } from './texts.ts';

/** One withdrawal: what arrives where, the fee, its state, and the written reason of a rejection. */
export function WithdrawalItem({ withdrawal: w }: { withdrawal: WithdrawalView }) {
  const { t } = useTexts(MONEY);
  const when = useDateFormat().dateTime;
  const destination = w.card
    ? `${w.card.bankName} ${w.card.cardMasked}`
    : `${w.network ? t(`network.${w.network}`) : ''} ${w.address ?? ''}`;
  return (
    <Stack gap={4} data-testid={`withdrawal-${w.id}`} data-status={w.status}>
      <Group justify="space-between" gap="xs">
        <Amount value={w.amount} currency={w.currency} fw={700} />
        <MoneyStatusBadge status={w.status}>{t(`withdrawalStatus.${w.status}`)}</MoneyStatusBadge>
      </Group>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {t('destination')}: {destination}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fee')} <Amount value={w.fee} currency={w.currency} size="xs" /> · {t(`withdrawalTotal.${w.status}`)}{' '}
        <Amount value={w.total} currency={w.currency} size="xs" />
      </Text>
      <Text size="xs" c="dimmed">
        {t(`withdrawMethod.${w.method}`)} · {t('recordNo', { id: w.id })} · {when(w.createdAt)}
      </Text>
      {w.status === 'failed' && w.reason && (
        <Text size="sm" c="red.9" data-testid="withdrawal-reason">
          {t('rejectedReason', { reason: w.reason })}
        </Text>
      )}
      {w.status === 'failed' && <Text size="xs">{t('released')}</Text>}
    </Stack>
  );
}
