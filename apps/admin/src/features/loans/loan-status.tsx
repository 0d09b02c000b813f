import { Badge } from '@mantine/core';
import type { LoanStatus } from '@platform/contracts';
import { LOAN_STATUS_INK } from '@platform/ui';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Badge variant="outline" color={LOAN_STATUS_INK[status]} tt="none" data-testid="loan-status">
      {t(`loans.applications.status.${status}`)}
    </Badge>
  );
}
