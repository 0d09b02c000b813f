import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Figure = [key: string, label: string, value: ReactNode];

/** Figures as a description list: two columns on phones, `wide` columns from a tablet's width up. */
export function FigureList({ figures, wide = 3 }: { figures: readonly (Figure | null)[]; wide?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: wide }} spacing="sm" verticalSpacing="xs" m={0}>
      {figures
        .filter((figure) => figure !== null)
        .map(([key, label, value]) => (
          <div key={key} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              size="sm"
              fw={500}
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`loan-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}
