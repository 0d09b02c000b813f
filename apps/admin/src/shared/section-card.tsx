import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of a detail page: its heading (level 2) and what it holds, one under the other. */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
