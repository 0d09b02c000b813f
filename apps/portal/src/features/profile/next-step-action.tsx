import { Anchor } from '@mantine/core';
import type { NextStepView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { PROFILE } from './texts.ts';

/** The link that goes with the applicant's own next step: verify their identity, or sign the agreement. */
export function NextStepAction({ next, caseId }: { next: NextStepView; caseId: number }) {
  const { t } = useTexts(PROFILE);
  if (next.step === 'verify_identity')
    return (
      <Anchor component={Link} to="/realname" size="sm">
        {t('next.verify')}
      </Anchor>
    );
  if (next.step === 'sign')
    return (
      <Anchor component={Link} to={`/contract?caseId=${caseId}`} size="sm">
        {t('next.sign')}
      </Anchor>
    );
  return null;
}
