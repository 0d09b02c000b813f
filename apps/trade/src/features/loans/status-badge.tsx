import type { LoanStatus } from '@platform/contracts';
import { LOAN_STATUS_INK, useTexts } from '@platform/ui';
import { StatusBadge } from '../../lib/product/index.ts';
import { LOANS } from './texts.ts';

/** A loan's state in words: under review, rejected, repaying, overdue, closed. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useTexts(LOANS);
  return (
    <StatusBadge ink={LOAN_STATUS_INK[status]} data-testid="loan-status">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
