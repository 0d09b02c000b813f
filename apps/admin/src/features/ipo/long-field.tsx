import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A label and a long machine value (a seed, its hash) across the whole width of a FieldGrid, so 64 hex digits read on
 * one or two lines instead of four in a narrow column.
 */
export function LongField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ gridColumn: '1 / -1' }}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
