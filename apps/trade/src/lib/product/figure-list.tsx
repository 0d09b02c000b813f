import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Working } from '../explain/working.tsx';

/**
 * One figure of a product, an offering or a holding: its key (the test id's end), its label, its value and, for a
 * computed figure, its working (the formula, then each step with the actual numbers) behind a button beside it.
 */
export type Figure = [key: string, label: string, value: ReactNode, working?: readonly string[]];

/**
 * Figures as a description list: two columns on phones, `wide` columns from a tablet's width up. Missing (null)
 * figures are left out; each value carries `data-testid="<prefix>-<key>"`. `tabular` lines digits up in columns;
 * `dense` sets them closer, for a figure-heavy list item.
 */
export function FigureList({
  figures,
  prefix,
  wide = 3,
  tabular = false,
  dense = false,
}: {
  figures: readonly (Figure | null)[];
  prefix: string;
  wide?: number;
  tabular?: boolean;
  dense?: boolean;
}) {
  const valueStyle = tabular ? tabularValue : plainValue;
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: wide }}
      spacing={dense ? 'xs' : 'sm'}
      verticalSpacing={dense ? 6 : 'xs'}
      m={0}
    >
      {figures
        .filter((figure) => figure !== null)
        .map(([key, label, value, working]) => (
          <div key={key} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500} style={valueStyle} data-testid={`${prefix}-${key}`}>
              {working ? (
                <Group component="span" gap={2} wrap="nowrap" align="center">
                  <span>{value}</span>
                  <Working figure={label} lines={working} testId={`${prefix}-${key}`} />
                </Group>
              ) : (
                value
              )}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

const plainValue = { overflowWrap: 'anywhere' } as const;
const tabularValue = { overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' } as const;
