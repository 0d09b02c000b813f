import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and value of a description list. */
export function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Label and value pairs in a responsive grid. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="sm" m={0}>
      {children}
    </SimpleGrid>
  );
}
