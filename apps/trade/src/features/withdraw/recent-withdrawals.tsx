import { Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { REFRESHED_BY_INBOX, whileInboxUnheard } from '../../lib/inbox/inbox-news.ts';
import { withdrawalsQuery } from '../../lib/money/api.ts';
import { WithdrawalItem } from '../../lib/money/withdrawal-item.tsx';
import { WITHDRAW } from './texts.ts';

// An operator reviews withdrawals, and the inbox tells of the decision at once: while one is pending and that news is
// not heard, look again now and then.
const FALLBACK_MS = 5_000;

/** The latest withdrawals with their states and the reasons of any refusal. */
export function RecentWithdrawals() {
  const { t } = useTexts(WITHDRAW);
  const withdrawals = useQuery({
    ...withdrawalsQuery({ pageSize: 5 }),
    refetchInterval: (query) =>
      query.state.data?.rows.some((w) => w.status === 'pending') ? whileInboxUnheard(FALLBACK_MS) : false,
    meta: REFRESHED_BY_INBOX,
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
