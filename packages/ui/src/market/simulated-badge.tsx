import { Badge } from '@mantine/core';

/** Honesty rule 2: every screen that shows market data says, in words, that the data is simulated. */
export function SimulatedBadge({ label }: { label: string }) {
  return (
    <Badge variant="outline" color="#a13800" radius="sm" data-testid="simulated-badge" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
