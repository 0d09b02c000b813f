import { Badge } from '@mantine/core';
import type { DepositState, WithdrawalState } from '@platform/contracts';
import type { ReactNode } from 'react';
import { WARNING_TEXT } from '../theme.ts';

// The theme's inks keep the outlined text above 4.5:1 in the light and the dark theme.
const STATUS_COLOR: Record<DepositState | WithdrawalState, string> = {
  pending: WARNING_TEXT,
  failed: 'var(--platform-ink-red)',
  completed: 'var(--platform-ink-teal)',
};

// In a narrow table cell Mantine would cut the label to 'P…'; it keeps its full width instead.
const fullLabel = { label: { overflow: 'visible' } } as const;

/** A deposit's or withdrawal's state: pending review, audit failure, completed. Each app words the label. */
export function MoneyStatusBadge({
  status,
  children,
}: {
  status: DepositState | WithdrawalState;
  children: ReactNode;
}) {
  return (
    <Badge
      variant="outline"
      color={STATUS_COLOR[status]}
      tt="none"
      data-status={status}
      styles={fullLabel}
      style={{ flexShrink: 0 }}
    >
      {children}
    </Badge>
  );
}
