import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over what someone wrote in their own words (the case's description, a reason), its lines kept. */
export function WrittenText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
