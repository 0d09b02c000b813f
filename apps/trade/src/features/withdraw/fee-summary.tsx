import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Currency, FeeQuoteView } from '@platform/contracts';
import { Amount, useTexts } from '@platform/ui';
import { WITHDRAW } from './texts.ts';

/** The server's exact fee quote for the amount typed: the fee, what arrives, what is frozen. */
export function FeeSummary({ quote, failed }: { quote: FeeQuoteView | undefined; failed: boolean }) {
  const { t } = useTexts(WITHDRAW);
  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        {t('quoteFailed')}
      </Text>
    );
  }
  if (!quote) return null;
  const currency: Currency = quote.currency;
  const rows = [
    { key: 'quoteFee', value: quote.fee, strong: false },
    { key: 'quoteArrives', value: quote.amount, strong: true },
    { key: 'quoteFrozen', value: quote.total, strong: false },
  ] as const;
  return (
    <Paper
      p="sm"
      radius="md"
      bg="var(--platform-surface-muted)"
      aria-label={t('quote')}
      role="group"
      data-testid="fee-summary"
    >
      <Stack gap={4}>
        {rows.map(({ key, value, strong }) => (
          <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{t(key)}</Text>
            <Text size="sm" fw={strong ? 700 : 500} data-testid={key}>
              <Amount value={value} currency={currency} />
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
