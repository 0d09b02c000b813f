import { Alert, Anchor } from '@mantine/core';
import type { RealInfoView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { WITHDRAW } from './texts.ts';

/** Why withdrawals are closed: the identity is not verified yet (or is under review); null once it is. */
export function KycGate({ info }: { info: RealInfoView }) {
  const { t } = useTexts(WITHDRAW);
  if (info.status === 'approved') return null;
  return (
    <Alert
      color="red"
      variant="light"
      styles={READABLE_ALERT_TITLE}
      role="alert"
      title={t('kycTitle')}
      data-testid="kyc-gate"
    >
      {info.status === 'pending' ? t('kycPending') : t('kycNeeded')}{' '}
      <Anchor component={Link} to="/kyc" fw={600}>
        {info.status === 'pending' ? t('kycSeeStatus') : t('kycVerify')}
      </Anchor>
    </Alert>
  );
}
