import { Alert, Text } from '@mantine/core';
import type { AgreementView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { AgreementDocument } from '../../lib/ui/agreement-document.tsx';
import { SectionCard } from '../../lib/ui/section-card.tsx';
import { CONTRACT } from './texts.ts';
import { useTextFingerprint } from './use-text-fingerprint.ts';

/** The exact text to be signed, with its fingerprint checked in this browser. */
export function AgreementText({ agreement }: { agreement: AgreementView }) {
  const { t } = useTexts(CONTRACT);
  const local = useTextFingerprint(agreement.text);
  return (
    <SectionCard id="agreement-text" title={t('text')}>
      <AgreementDocument text={agreement.text} labelledBy="agreement-text" maxHeight={480} testId="agreement-body" />
      <Text size="xs" c="dimmed" mt="md">
        {t('fingerprint')}
      </Text>
      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="text-hash">
        {agreement.textSha256}
      </Text>
      {local && local === agreement.textSha256 && (
        <Text size="xs" c="teal.9" mt={4}>
          ✓ {t('fingerprintCheck')}
        </Text>
      )}
      {local && local !== agreement.textSha256 && (
        <Alert color="red" variant="light" mt="sm">
          {t('fingerprintMismatch')}
        </Alert>
      )}
    </SectionCard>
  );
}
