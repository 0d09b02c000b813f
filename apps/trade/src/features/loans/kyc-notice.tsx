import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { LOANS } from './texts.ts';

/** Why the user cannot apply yet: the identity is not verified (or is under review), with the way to KYC. */
export function KycNotice({ pending }: { pending: boolean }) {
  const { t } = useTranslation(LOANS);
  return (
    <Alert color="yellow" variant="light" styles={READABLE_ALERT_TITLE} role="alert" data-testid="loans-kyc-gate">
      {pending ? t('calculator.kycPending') : t('calculator.kycNeeded')}{' '}
      <Anchor component={Link} to="/kyc" fw={600}>
        {pending ? t('calculator.kycSeeStatus') : t('calculator.kycVerify')}
      </Anchor>
    </Alert>
  );
}
