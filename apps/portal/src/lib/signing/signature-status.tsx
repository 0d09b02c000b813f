import { List, Text, ThemeIcon } from '@mantine/core';
import { type AgreementView, CASE_PARTIES, type CaseParty } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useId } from 'react';
import { SIGNATURES } from './record-texts.ts';

/**
 * Where each party stands, from the reader's side: "Signed by you on …", "Waiting for the other party's signature".
 * `viewer` is the party reading the page; `formatDate` formats the server's times in the reader's language.
 */
export function SignatureStatus({
  agreement,
  viewer,
  formatDate,
}: {
  agreement: Pick<AgreementView, 'signatures' | 'status'>;
  viewer: CaseParty;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTexts(SIGNATURES);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="signature-status">
      <Text component="h2" fw={700} size="lg" id={titleId}>
        {t('title')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('intro')}
      </Text>
      <List spacing={6} size="sm" center>
        {CASE_PARTIES.map((party) => {
          const signature = agreement.signatures.find((s) => s.party === party);
          const mine = party === viewer;
          const line = signature
            ? mine
              ? t('signedByYou', { date: formatDate(signature.signedAt) })
              : t('signedByOther', {
                  name: signature.signerName,
                  party: t(`party.${party}`),
                  date: formatDate(signature.signedAt),
                })
            : agreement.status === 'awaiting_signature'
              ? t(mine ? 'waitingForYou' : 'waitingForOther')
              : t('notSigned');
          return (
            <List.Item
              key={party}
              data-testid={`signature-status-${party}`}
              icon={
                <ThemeIcon size={20} radius="xl" color={signature ? 'teal' : 'gray'} variant="light" aria-hidden>
                  {signature ? '✓' : '…'}
                </ThemeIcon>
              }
            >
              <Text span size="sm" fw={600}>
                {t(mine ? 'whoYou' : 'who', { party: t(`party.${party}`) })}{' '}
              </Text>
              <Text span size="sm">
                {line}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}
