import { Image, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { CaseParty, SignatureView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { type ReactNode, useId } from 'react';
import { SIGNATURES } from './record-texts.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What one party's signature recorded: the image, signer, time, method, IP, browser and the signed text's fingerprint. */
export function SignatureRecord({
  signature,
  viewer,
  formatDate,
}: {
  signature: SignatureView;
  /** The party reading the page: their own signature is titled "Your signature". */
  viewer: CaseParty;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTexts(SIGNATURES);
  const titleId = useId();
  const mine = signature.party === viewer;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={mine ? 'signature' : `signature-${signature.party}`}
    >
      <Title order={3} size="h5" id={titleId} mb="sm">
        {mine ? t('record.titleYours') : t('record.title', { party: t(`audit.partyLower.${signature.party}`) })}
      </Title>
      <Image
        src={signature.image}
        alt={t('record.image', { name: signature.signerName })}
        maw={320}
        mb="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
      <Text fw={600}>{t('record.by', { name: signature.signerName })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <Row label={t('record.at')}>{formatDate(signature.signedAt)}</Row>
        <Row label={t('record.method')}>{t(`record.${signature.method}`)}</Row>
        <Row label={t('record.ip')}>{signature.ip ?? '—'}</Row>
        <Row label={t('record.userAgent')}>{signature.userAgent ?? '—'}</Row>
      </SimpleGrid>
      <Row label={t('record.textHash')}>
        <code data-testid={mine ? 'signed-text-hash' : `signed-text-hash-${signature.party}`}>
          {signature.textSha256}
        </code>
      </Row>
    </Paper>
  );
}
