import { Badge } from '@mantine/core';
import type { LoanStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

// Outlined in dark shades, which keep 4.5:1 on the page's background.
const TONE: Record<LoanStatus, string> = {
  pending: 'orange.9',
  rejected: 'red.8',
  active: 'blue.8',
  overdue: 'red.8',
  closed: 'teal.9',
};

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={TONE[status]} tt="none" data-testid="loan-status">
      {t(`loans.applications.status.${status}`)}
    </Badge>
  );
}
