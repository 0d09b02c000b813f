// Where the total sits: one row per holding line and currency (the accounts' free parts, what is held and by what,
// the IPO margin in escrow, the floating P/L, the loans owed), so every amount in the total can be found.
import { Group, Stack, Text } from '@mantine/core';
import type { Currency, HoldingLine } from '@platform/contracts';
import { Amount, useTexts } from '@platform/ui';
import { ASSETS } from './texts.ts';

export interface HoldingRow {
  line: HoldingLine | 'floatingPnl';
  currency: Currency;
  amount: string;
}

export function HoldingsList({ rows }: { rows: readonly HoldingRow[] }) {
  const { t } = useTexts(ASSETS);
  return (
    <Stack gap={2} component="section" aria-labelledby="assets-holdings">
      <Text size="sm" fw={600} id="assets-holdings">
        {t('holdingsTitle')}
      </Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} data-testid="assets-holdings">
        {rows.map((row) => (
          <Group
            component="li"
            key={`${row.line} ${row.currency}`}
            justify="space-between"
            gap="xs"
            wrap="nowrap"
            data-line={row.line}
            data-currency={row.currency}
            data-amount={row.amount}
          >
            <Text size="sm" c="dimmed">
              {t(`holdings.${row.line}`)}
            </Text>
            <Amount
              size="sm"
              value={row.amount}
              currency={row.currency}
              c={row.line === 'loansOwed' ? 'red.8' : undefined}
              fw={500}
            />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
