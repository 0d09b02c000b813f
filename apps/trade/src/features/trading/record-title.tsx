import { Badge, Group, Text } from '@mantine/core';
import type { OrderSide } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS } from './records-texts.ts';
import { TRADING } from './texts.ts';

/** A record's first line: the instrument, its direction as a badge, what else identifies it, and a figure on the right. */
export function RecordTitle({
  symbol,
  name,
  side,
  block = false,
  detail,
  aside,
}: {
  symbol: string;
  name: string;
  side: OrderSide;
  /** A block trade (issue 17 §2), tagged as such. */
  block?: boolean;
  detail: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation(TRADING);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" mb="xs">
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap={block ? 'wrap' : 'nowrap'}>
          <Text fw={700}>{symbol}</Text>
          <Badge
            size="sm"
            radius="sm"
            variant="outline"
            color={side === 'buy' ? 'var(--platform-ink-teal)' : 'var(--platform-ink-red)'}
          >
            {t(`side.${side}`)}
          </Badge>
          {block ? (
            <Badge
              size="sm"
              radius="sm"
              variant="outline"
              color="var(--mantine-color-dimmed)"
              tt="none"
              data-testid="block-tag"
            >
              {t('block', { ns: RECORDS })}
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
