import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { READABLE_ALERT_TITLE } from '../readable-alert.ts';

/**
 * Why the user cannot buy, follow or apply yet: the identity is not verified (or is under review), with the way to
 * KYC. The words are the product's own, `<group>.kycNeeded`, `.kycPending`, `.kycVerify` and `.kycSeeStatus` in its
 * namespace.
 */
export function KycNotice({
  pending,
  namespace,
  group,
  testId,
}: {
  pending: boolean;
  namespace: string;
  group: string;
  testId: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Alert color="yellow" variant="light" styles={READABLE_ALERT_TITLE} role="alert" data-testid={testId}>
      {pending ? t(`${group}.kycPending`) : t(`${group}.kycNeeded`)}{' '}
      <Anchor component={Link} to="/kyc" fw={600}>
        {pending ? t(`${group}.kycSeeStatus`) : t(`${group}.kycVerify`)}
      </Anchor>
    </Alert>
  );
}
