import { Paper, Stack, Text, Title } from '@mantine/core';
import type { DepositMethod, DepositView } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { REFRESHED_BY_INBOX, whileInboxUnheard } from '../../lib/inbox/inbox-news.ts';
import { depositsQuery } from '../../lib/money/api.ts';
import { DepositItem } from '../../lib/money/deposit-item.tsx';
import { useCatalogueNews, whileCatalogueUnheard } from '../../lib/realtime/catalogue-news.ts';
import { DEPOSIT } from './texts.ts';

// While a deposit is pending, look again as it moves: a payment's confirmations with each block the sandbox chain mines
// (the 'chain' news), a bank deposit when its certificate's check ends in a decision the inbox tells of. Each polls, at
// about that pace, only while its news is not heard.
const CHAIN_BLOCK_MS = 2_000;
const BANK_FALLBACK_MS = 5_000;
const anyPending = (data: { rows: DepositView[] } | undefined) =>
  data?.rows.some((d) => d.status === 'pending') ?? false;

/** The user's recent deposits of one method, newest first, refreshing until none is pending. */
export function DepositList({ method }: { method: DepositMethod }) {
  const { t } = useTexts(DEPOSIT);
  const filters = { method, pageSize: 10 } as const;
  const deposits = useQuery({
    ...depositsQuery(filters),
    refetchInterval: (query) =>
      anyPending(query.state.data) &&
      (method === 'chain' ? whileCatalogueUnheard('chain', CHAIN_BLOCK_MS) : whileInboxUnheard(BANK_FALLBACK_MS)),
    meta: REFRESHED_BY_INBOX,
  });
  useCatalogueNews('chain', depositsQuery(filters).queryKey, method === 'chain' && anyPending(deposits.data));
  const rows = deposits.data?.rows ?? [];
  const titleId = `deposits-${method}-title`;
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t(method === 'chain' ? 'payments' : 'bankDeposits')}
      </Title>
      <QueryState query={deposits} />
      {deposits.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(method === 'chain' ? 'noPayments' : 'noBankDeposits')}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((d) => (
          <li key={d.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}>
            <DepositItem deposit={d} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
