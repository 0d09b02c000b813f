import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Instrument, Quote } from '@platform/contracts';
import { ChangeText, useTexts } from '@platform/ui';
import { useUpColor } from '../../lib/market/prefs.ts';
import { Simulated } from '../../lib/market/simulated.tsx';
import { MARKET } from '../../lib/market/texts.ts';

// Inks that keep their contrast in the light and the dark theme.
const STATUS_COLOR = {
  open: 'var(--platform-ink-teal)',
  closed: 'var(--mantine-color-dimmed)',
  halted: 'var(--platform-ink-red)',
} as const;

/** Name, live last price, change and change %, and whether the market is open, closed or halted. */
export function PriceHeader({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  const { t } = useTexts(MARKET);
  const upColor = useUpColor();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {instrument.symbol}
          </Title>
          <Text size="sm" c="dimmed">
            {instrument.name} · {instrument.exchange} · {instrument.currency}
          </Text>
        </div>
        <Simulated />
      </Group>
      <Group gap="sm" align="baseline" wrap="wrap" aria-live="off">
        <ChangeText
          value={quote.last}
          signOf={quote.change}
          upColor={upColor}
          plain
          fz={32}
          fw={700}
          data-testid="detail-last"
        />
        <ChangeText value={quote.change} upColor={upColor} size="md" fw={600} />
        <ChangeText value={quote.changePercent} suffix="%" upColor={upColor} size="md" fw={600} />
        <Badge variant="outline" color={STATUS_COLOR[quote.status]} radius="sm" data-testid="market-status">
          {t(`status.${quote.status}`)}
        </Badge>
      </Group>
    </Stack>
  );
}
