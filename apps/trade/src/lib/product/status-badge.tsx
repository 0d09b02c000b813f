import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

// A long label keeps its full width instead of Mantine's ellipsis.
const fullLabel = { label: { overflow: 'visible' } } as const;

/**
 * A product's state in words, outlined in its ink (the product picks inks from the theme's that keep the label above
 * 4.5:1 in the light and the dark theme). `data-*` attributes (the test id, the state) go on the badge.
 */
export function StatusBadge({
  ink,
  children,
  ...data
}: {
  ink: string;
  children: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
}) {
  return (
    <Badge variant="outline" color={ink} tt="none" styles={fullLabel} style={{ flexShrink: 0 }} {...data}>
      {children}
    </Badge>
  );
}
