import type { LoanStatus } from '@platform/contracts';
import { WARNING_TEXT } from '../theme.ts';

/** A loan's state as an ink: the theme's inks keep an outlined label above 4.5:1 in the light and the dark theme. */
export const LOAN_STATUS_INK: Record<LoanStatus, string> = {
  pending: WARNING_TEXT,
  rejected: 'var(--platform-ink-red)',
  active: 'var(--mantine-primary-color-filled)',
  overdue: 'var(--platform-ink-red)',
  closed: 'var(--platform-ink-teal)',
};
