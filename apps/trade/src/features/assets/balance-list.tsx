import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BalanceView, UserAccountKind } from '@platform/contracts';
import { Amount, useTexts } from '@platform/ui';
import { MONEY } from '../../lib/money/texts.ts';

/** One account's balances, a row per currency: available, frozen and total. */
export function BalanceList({
  account,
  balances,
  emptyText,
}: {
  account: UserAccountKind;
  balances: readonly BalanceView[];
  /** Said when every row is hidden. */
  emptyText: string;
}) {
  const { t } = useTexts(MONEY);
  const headingId = `account-${account}`;
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t(`account.${account}`)}
      </Title>
      {balances.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {balances.map((b) => (
          <li
            key={b.currency}
            data-testid={`balance-${account}-${b.currency}`}
            data-available={b.available}
            data-frozen={b.frozen}
            data-total={b.total}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '10px 0' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700}>
                {b.currency}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {t(`currency.${b.currency}`)}
                </Text>
              </Text>
            </Group>
            <SimpleGrid cols={3} spacing="xs" mt={4} component="dl" m={0}>
              {(['available', 'frozen', 'total'] as const).map((field) => (
                <div key={field} style={{ minWidth: 0 }}>
                  <Text component="dt" size="xs" c="dimmed">
                    {t(field)}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    size="sm"
                    fw={field === 'total' ? 700 : 500}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    <Amount value={b[field]} currency={b.currency} withCurrency={false} />
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
