import { Image, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { SignatureView } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { CONTRACT } from './texts.ts';

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

/** What the signature recorded: signer, time, IP, browser, and the fingerprints of the text and the signed PDF. */
export function SignatureRecord({ signature }: { signature: SignatureView }) {
  const { t } = useTranslation(CONTRACT);
  const format = useFormat();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="signature-title" data-testid="signature">
      <Title order={2} size="h4" id="signature-title" mb="sm">
        {t('signed.title')}
      </Title>
      <Image
        src={signature.image}
        alt={t('signed.image', { name: signature.signerName })}
        maw={320}
        mb="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
      <Text fw={600}>{t('signed.by', { name: signature.signerName })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <Row label={t('signed.at')}>{format.dateTime(signature.signedAt)}</Row>
        <Row label={t('signed.method')}>{t(`sign.${signature.method}`)}</Row>
        <Row label={t('signed.ip')}>{signature.ip ?? '—'}</Row>
        <Row label={t('signed.userAgent')}>{signature.userAgent ?? '—'}</Row>
      </SimpleGrid>
      <Row label={t('signed.textHash')}>
        <code data-testid="signed-text-hash">{signature.textSha256}</code>
      </Row>
      {signature.signedPdfSha256 && (
        <Row label={t('signed.pdfHash')}>
          <code data-testid="signed-pdf-hash">{signature.signedPdfSha256}</code>
        </Row>
      )}
    </Paper>
  );
}
