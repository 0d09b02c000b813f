import { Badge } from '@mantine/core';
import { WARNING_TEXT } from '../theme.ts';

/** Honesty rule 2: every screen that shows market data says, in words, that the data is simulated. */
export function SimulatedBadge({ label }: { label: string }) {
  return (
    <Badge variant="outline" color={WARNING_TEXT} radius="sm" data-testid="simulated-badge" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
