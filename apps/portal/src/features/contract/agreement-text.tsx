import { Alert, Paper, ScrollArea, Text, Title } from '@mantine/core';
import type { AgreementView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { CONTRACT } from './texts.ts';
import { useTextFingerprint } from './use-text-fingerprint.ts';

/** The exact text to be signed, with its fingerprint checked in this browser. */
export function AgreementText({ agreement }: { agreement: AgreementView }) {
  const { t } = useTranslation(CONTRACT);
  const local = useTextFingerprint(agreement.text);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="agreement-text">
      <Title order={2} size="h4" id="agreement-text" mb="sm">
        {t('text')}
      </Title>
      <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
        {/* A scrolling region must be reachable by keyboard. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls, so it takes the focus to be read */}
        <div tabIndex={0} role="document" aria-labelledby="agreement-text">
          <Text
            component="pre"
            size="sm"
            style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
            data-testid="agreement-body"
          >
            {agreement.text}
          </Text>
        </div>
      </ScrollArea.Autosize>
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
    </Paper>
  );
}
