import { Alert, Anchor } from '@mantine/core';
import type { SecurityStatusView } from '@platform/contracts';
import { useDateFormat, useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { WITHDRAW } from './texts.ts';

/** Why a withdrawal cannot be made yet: no transaction password, or it is locked; null when it can. */
export function TradePasswordNotice({ status }: { status: SecurityStatusView }) {
  const { t } = useTexts(WITHDRAW);
  const when = useDateFormat().dateTime;
  const locked = status.tradePasswordLockedUntil && Date.parse(status.tradePasswordLockedUntil) > Date.now();
  if (status.tradePasswordSet && !locked) return null;
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="trade-password-notice">
      {status.tradePasswordSet ? t('locked', { time: when(status.tradePasswordLockedUntil!) }) : t('notSet')}{' '}
      <Anchor component={Link} to="/security" fw={600}>
        {t('toSecurity')}
      </Anchor>
    </Alert>
  );
}

export const canUseTradePassword = (status: SecurityStatusView | undefined) =>
  !!status?.tradePasswordSet &&
  !(status.tradePasswordLockedUntil && Date.parse(status.tradePasswordLockedUntil) > Date.now());
