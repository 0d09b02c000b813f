import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term of a preview: its key (the test id's end), its label and its value. */
export type Term = [key: string, label: string, value: ReactNode];

/**
 * A preview's terms as a two-column description list, label on the left and value on the right, read top to bottom;
 * the `emphasis` row (what the step takes or holds) in bold. Each value carries `data-testid="<prefix>-<key>"`.
 */
export function PreviewTerms({
  terms,
  emphasis,
  prefix = 'preview',
  rowGap = 4,
  plainEmphasisLabel = false,
}: {
  terms: readonly (Term | null)[];
  emphasis: string;
  prefix?: string;
  rowGap?: number;
  /** The emphasised row's label in the body colour rather than dimmed, like a sum's total line. */
  plainEmphasisLabel?: boolean;
}) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={rowGap} component="dl" m={0}>
      {terms
        .filter((term) => term !== null)
        .map(([key, label, value]) => {
          const emphasised = key === emphasis;
          return (
            <div key={key} style={{ display: 'contents' }}>
              <Text
                component="dt"
                size="sm"
                c={emphasised && plainEmphasisLabel ? undefined : 'dimmed'}
                fw={emphasised ? 700 : undefined}
              >
                {label}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                fw={emphasised ? 700 : 500}
                ta="right"
                data-testid={`${prefix}-${key}`}
              >
                {value}
              </Text>
            </div>
          );
        })}
    </SimpleGrid>
  );
}
