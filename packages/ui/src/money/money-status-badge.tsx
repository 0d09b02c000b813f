import { Badge } from '@mantine/core';
import type { DepositState, WithdrawalState } from '@platform/contracts';
import type { ReactNode } from 'react';
import { WARNING_INK } from '../theme.ts';

// Shade 9 and the warning ink keep the outlined text above 4.5:1 on white.
const STATUS_COLOR: Record<DepositState | WithdrawalState, string> = {
  pending: WARNING_INK,
  failed: 'red.9',
  completed: 'teal.9',
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
