import type { LoanStatus } from '@platform/contracts';
import { useTexts, WARNING_TEXT } from '@platform/ui';
import { StatusBadge } from '../../lib/product/index.ts';
import { LOANS } from './texts.ts';

// The theme's inks keep the outlined label above 4.5:1 in the light and the dark theme.
const TONE: Record<LoanStatus, string> = {
  pending: WARNING_TEXT,
  rejected: 'var(--platform-ink-red)',
  active: 'var(--mantine-primary-color-filled)',
  overdue: 'var(--platform-ink-red)',
  closed: 'var(--platform-ink-teal)',
};

/** A loan's state in words: under review, rejected, repaying, overdue, closed. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useTexts(LOANS);
  return (
    <StatusBadge ink={TONE[status]} data-testid="loan-status">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
