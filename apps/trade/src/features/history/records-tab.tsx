import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEPOSIT_STATES, type DepositState, WITHDRAWAL_STATES, type WithdrawalState } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { depositsQuery, withdrawalsQuery } from '../../lib/money/api.ts';
import { DepositItem } from '../../lib/money/deposit-item.tsx';
import { Pager } from '../../lib/money/pager.tsx';
import { MONEY } from '../../lib/money/texts.ts';
import { WithdrawalItem } from '../../lib/money/withdrawal-item.tsx';
import { HISTORY } from './texts.ts';
import { useHistoryParams } from './use-history-params.ts';

const PAGE_SIZE = 20;

function StatusFilter({ kind }: { kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTexts(HISTORY);
  const { t: tm } = useTexts(MONEY);
  const { get, set } = useHistoryParams();
  const states = kind === 'deposit' ? DEPOSIT_STATES : WITHDRAWAL_STATES;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <NativeSelect
        label={tm('status')}
        value={get('status')}
        onChange={(e) => set({ status: e.currentTarget.value })}
        data={[{ value: '', label: t('any') }, ...states.map((s) => ({ value: s, label: tm(`${kind}Status.${s}`) }))]}
      />
    </SimpleGrid>
  );
}

const stateOf = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Every deposit, bank and chain, with its state and any reason. */
export function DepositsTab() {
  const { t } = useTexts(HISTORY);
  const { get, set, page } = useHistoryParams();
  const deposits = useQuery(
    depositsQuery({ status: stateOf<DepositState>(DEPOSIT_STATES, get('status')), pageNum: page, pageSize: PAGE_SIZE }),
  );
  const rows = deposits.data?.rows ?? [];
  return (
    <Stack gap="md">
      <StatusFilter kind="deposit" />
      <QueryState query={deposits} />
      {deposits.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noDeposits')}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('deposits')}>
        {rows.map((d) => (
          <li key={d.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}>
            <DepositItem deposit={d} />
          </li>
        ))}
      </Stack>
      {deposits.data && (
        <Pager page={page} pageSize={PAGE_SIZE} total={deposits.data.total} onChange={(p) => set({ page: p })} />
      )}
    </Stack>
  );
}

/** Every withdrawal with its fee, state and any rejection reason. */
export function WithdrawalsTab() {
  const { t } = useTexts(HISTORY);
  const { get, set, page } = useHistoryParams();
  const withdrawals = useQuery(
    withdrawalsQuery({
      status: stateOf<WithdrawalState>(WITHDRAWAL_STATES, get('status')),
      pageNum: page,
      pageSize: PAGE_SIZE,
    }),
  );
  const rows = withdrawals.data?.rows ?? [];
  return (
    <Stack gap="md">
      <StatusFilter kind="withdrawal" />
      <QueryState query={withdrawals} />
      {withdrawals.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noWithdrawals')}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('withdrawals')}>
        {rows.map((w) => (
          <li key={w.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}>
            <WithdrawalItem withdrawal={w} />
          </li>
        ))}
      </Stack>
      {withdrawals.data && (
        <Pager page={page} pageSize={PAGE_SIZE} total={withdrawals.data.total} onChange={(p) => set({ page: p })} />
      )}
    </Stack>
  );
}
