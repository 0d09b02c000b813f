import { SimpleGrid, Text } from '@mantine/core';
import type { Figure } from './figure-list.tsx';

/** A sum in rows, label on the left and amount on the right, read top to bottom; `total` names the row in bold. */
export function FigureRows({ figures, total }: { figures: readonly (Figure | null)[]; total: string }) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
      {figures
        .filter((figure) => figure !== null)
        .map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <Text
              component="dt"
              size="sm"
              c={key === total ? undefined : 'dimmed'}
              fw={key === total ? 700 : undefined}
            >
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} ta="right" fw={key === total ? 700 : 500} data-testid={`loan-${key}`}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}
