import { Badge, Group, Text } from '@mantine/core';
import type { OrderOrigin, OrderSide } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { RECORDS } from './records-texts.ts';
import { TRADING } from './texts.ts';

/** A record's first line: the instrument, its direction as a badge, what else identifies it, and a figure on the right. */
export function RecordTitle({
  symbol,
  name,
  side,
  origin = 'ticket',
  detail,
  aside,
}: {
  symbol: string;
  name: string;
  side: OrderSide;
  /** A block trade or an IPO delivery (issue 17) is tagged as such; the ticket's orders are not. */
  origin?: OrderOrigin;
  detail: string;
  aside?: ReactNode;
}) {
  const { t } = useTexts(TRADING);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" mb="xs">
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap={origin === 'ticket' ? 'nowrap' : 'wrap'}>
          <Text fw={700}>{symbol}</Text>
          <Badge
            size="sm"
            radius="sm"
            variant="outline"
            color={side === 'buy' ? 'var(--platform-ink-teal)' : 'var(--platform-ink-red)'}
          >
            {t(`side.${side}`)}
          </Badge>
          {origin !== 'ticket' ? (
            <Badge
              size="sm"
              radius="sm"
              variant="outline"
              color="var(--mantine-color-dimmed)"
              tt="none"
              data-testid={`${origin}-tag`}
            >
              {t(`origin.${origin}`, { ns: RECORDS })}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {name} · {detail}
        </Text>
      </div>
      {aside}
    </Group>
  );
}
