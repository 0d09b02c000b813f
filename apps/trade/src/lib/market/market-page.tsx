import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Simulated } from './simulated.tsx';

/** The frame of a market screen (markets, watchlists): the title with the simulated-data badge, then the content. */
export function MarketPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Simulated />
      </Group>
      {children}
    </Stack>
  );
}
