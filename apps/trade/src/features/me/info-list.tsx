import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
  /** E.g. a copy button beside the value. */
  action?: ReactNode;
}

/** Label / value pairs as a description list. */
export function InfoList({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(({ label, value, action }) => (
        <Group
          key={label}
          justify="space-between"
          wrap="nowrap"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Group component="dd" m={0} gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
            {action}
          </Group>
        </Group>
      ))}
    </dl>
  );
}
