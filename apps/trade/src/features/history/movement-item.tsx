import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MovementView } from '@platform/contracts';
import { Amount, groupAmountsInText, useDateFormat, useTexts } from '@platform/ui';
import { MONEY } from '../../lib/money/texts.ts';
import { HISTORY } from './texts.ts';

/** One ledger movement on one of the user's accounts: what caused it, the signed amount, when. */
export function MovementItem({ movement: m }: { movement: MovementView }) {
  const { t, i18n } = useTexts(HISTORY);
  const { t: tm } = useTexts(MONEY);
  const when = useDateFormat().dateTime;
  const credit = !m.amount.startsWith('-');
  const typeLabel = m.type === 'transfer' ? t(credit ? 'transferIn' : 'transferOut') : tm(`entryType.${m.type}`);
  return (
    <Stack gap={2} data-testid={`movement-${m.id}`} data-type={m.type} data-amount={m.amount} data-account={m.account}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm">
          {t('movement', { type: typeLabel, id: m.causeId })}
        </Text>
        <Amount
          value={m.amount}
          currency={m.currency}
          signed
          fw={700}
          c={credit ? 'var(--platform-ink-teal)' : undefined}
        />
      </Group>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {tm(`account.${m.account}`)} · {when(m.createdAt)}
        </Text>
        {m.reversedByEntryId !== null && (
          <Badge size="xs" variant="outline" color="var(--mantine-color-dimmed)">
            {t('reversed')}
          </Badge>
        )}
      </Group>
      {/* The ledger's own description is written in English; shown as it is recorded. */}
      {i18n.language === 'en' && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {groupAmountsInText(m.memo)}
        </Text>
      )}
    </Stack>
  );
}
