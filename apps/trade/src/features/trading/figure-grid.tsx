import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Figure = [key: string, label: string, value: ReactNode];

/** A record's figures as a description list: two columns on phones, four on wider screens. */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={6} m={0}>
      {figures.map(([key, label, value]) => (
        <div key={key} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={key}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
