import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Instrument, Quote } from '@platform/contracts';
import { TABULAR, useTexts } from '@platform/ui';
import { Simulated } from '../../lib/market/simulated.tsx';
import { MARKET } from '../../lib/market/texts.ts';
import { TRADING } from './texts.ts';

// Inks that keep their contrast in the light and the dark theme.
const STATUS_COLOR = {
  open: 'var(--platform-ink-teal)',
  closed: 'var(--mantine-color-dimmed)',
  halted: 'var(--platform-ink-red)',
} as const;

/** The instrument and its live bid and ask: a sell fills at the bid, a buy at the ask. */
export function TicketHeader({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  const { t } = useTexts(TRADING);
  const { t: tm } = useTexts(MARKET);
  const sides = [
    { key: 'bid', hint: 'bidHint', value: quote.bid, color: 'var(--platform-ink-red)' },
    { key: 'ask', hint: 'askHint', value: quote.ask, color: 'var(--platform-ink-teal)' },
  ] as const;
  return (
    <Paper p="md" radius="lg" withBorder>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {t('pageTitle', { symbol: instrument.symbol })}
          </Title>
          <Text size="sm" c="dimmed" truncate>
            {instrument.name} · {instrument.exchange} · {instrument.currency}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Simulated />
          <Badge variant="outline" color={STATUS_COLOR[quote.status]} radius="sm" data-testid="market-status">
            {tm(`status.${quote.status}`)}
          </Badge>
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="sm" component="dl" m={0}>
        {sides.map(({ key, hint, value, color }) => (
          <Paper key={key} p="xs" radius="md" bg="var(--platform-surface-muted)" mt="sm">
            <Text component="dt" size="xs" c="dimmed">
              {t(key)} · {t(hint)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} c={color} style={TABULAR} data-testid={`ticket-${key}`}>
              {value ?? t('noPrice')}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
