import { Badge } from '@mantine/core';
import type { LoanStatus } from '@platform/contracts';
import { WARNING_TEXT } from '@platform/ui';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

// The theme's inks keep the outlined text above 4.5:1 in the light and the dark theme.
const TONE: Record<LoanStatus, string> = {
  pending: WARNING_TEXT,
  rejected: 'var(--platform-ink-red)',
  active: 'var(--mantine-primary-color-filled)',
  overdue: 'var(--platform-ink-red)',
  closed: 'var(--platform-ink-teal)',
};

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Badge variant="outline" color={TONE[status]} tt="none" data-testid="loan-status">
      {t(`loans.applications.status.${status}`)}
    </Badge>
  );
}
