import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { ROBOTS } from './texts.ts';

/** Why the user cannot buy yet: the identity is not verified (or is under review), with the way to KYC. */
export function KycNotice({ pending }: { pending: boolean }) {
  const { t } = useTranslation(ROBOTS);
  return (
    <Alert color="yellow" variant="light" styles={READABLE_ALERT_TITLE} role="alert" data-testid="robot-kyc-gate">
      {pending ? t('form.kycPending') : t('form.kycNeeded')}{' '}
      <Anchor component={Link} to="/kyc" fw={600}>
        {pending ? t('form.kycSeeStatus') : t('form.kycVerify')}
      </Anchor>
    </Alert>
  );
}
