import { Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawalsQuery } from '../../lib/money/api.ts';
import { WithdrawalItem } from '../../lib/money/withdrawal-item.tsx';
import { WITHDRAW } from './texts.ts';

// An operator reviews withdrawals: while one is pending, look again now and then.
const WHILE_PENDING_MS = 5_000;

/** The latest withdrawals with their states and the reasons of any refusal. */
export function RecentWithdrawals() {
  const { t } = useTranslation(WITHDRAW);
  const withdrawals = useQuery({
    ...withdrawalsQuery({ pageSize: 5 }),
    refetchInterval: (query) => (query.state.data?.rows.some((w) => w.status === 'pending') ? WHILE_PENDING_MS : false),
  });
  const rows = withdrawals.data?.rows ?? [];
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="recent-withdrawals-title">
      <Title order={2} size="h4" id="recent-withdrawals-title" mb="sm">
        {t('recent')}
      </Title>
      <QueryState query={withdrawals} />
      {withdrawals.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noWithdrawals')}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((w) => (
          <li key={w.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}>
            <WithdrawalItem withdrawal={w} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
