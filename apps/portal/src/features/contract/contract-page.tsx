import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import type { AgreementView } from '@platform/contracts';
import { EmptyState, formatMoney, QueryState, useTexts } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { AuditTrail } from '../../lib/signing/audit-trail.tsx';
import { useMediatorLine } from '../../lib/signing/mediator-line.ts';
import { SIGNATURES } from '../../lib/signing/record-texts.ts';
import { SignForm } from '../../lib/signing/sign-form.tsx';
import { SignatureRecord } from '../../lib/signing/signature-record.tsx';
import { SignatureStatus } from '../../lib/signing/signature-status.tsx';
import { Page } from '../../lib/ui/page.tsx';
import { ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { AgreementPicker } from './agreement-picker.tsx';
import { AgreementText } from './agreement-text.tsx';
import { contractQuery, saveContract } from './api.ts';
import { CONTRACT } from './texts.ts';

/** `/contract`: the applicant's mediation agreement (GET /api/mediate/getContract): read it, sign it, see who signed. */
export function ContractPage() {
  const { t } = useTexts(CONTRACT);
  const [params] = useSearchParams();
  const raw = Number(params.get('caseId'));
  const caseId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const query = useQuery(contractQuery(caseId));
  return (
    <Page title={t('title')} intro={t('intro')}>
      <QueryState query={query}>
        {(agreement) =>
          agreement ? <Agreement agreement={agreement} caseId={caseId} /> : <EmptyState>{t('none')}</EmptyState>
        }
      </QueryState>
    </Page>
  );
}

function statusBadge(agreement: AgreementView, signedByMe: boolean) {
  if (agreement.status !== 'awaiting_signature')
    return {
      tone: agreement.status === 'signed' ? ('good' as const) : ('neutral' as const),
      key: `status.${agreement.status}` as const,
    };
  return { tone: 'warn' as const, key: signedByMe ? ('badge.other' as const) : ('badge.yours' as const) };
}

function Agreement({ agreement, caseId }: { agreement: AgreementView; caseId: number | undefined }) {
  const { t } = useTexts(CONTRACT);
  const { t: ts } = useTexts(SIGNATURES);
  const format = useFormat();
  const mediatorLine = useMediatorLine();
  const queryClient = useQueryClient();
  const onSigned = (signed: AgreementView) => {
    queryClient.setQueryData(contractQuery(caseId).queryKey, signed);
    void queryClient.invalidateQueries({ queryKey: ['mediation'], predicate: (q) => q.queryKey[1] !== 'contract' });
  };
  const mine = agreement.signatures.find((s) => s.party === 'applicant');
  const canSign = agreement.status === 'awaiting_signature' && !mine;
  const badge = statusBadge(agreement, Boolean(mine));
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <div>
            <Text fw={700} size="lg" data-testid="agreement-title">
              {agreement.title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('caseNumber')} {agreement.trackingNumber} · {t('version', { version: agreement.version })} ·{' '}
              <span data-testid="agreement-mediator">
                {ts('draftedBy', {
                  mediator: mediatorLine(agreement.draftedBy) ?? t('mediatorUnknown'),
                  date: format.dateTime(agreement.draftedAt),
                })}
              </span>
            </Text>
            {agreement.settlementAmount && (
              <Text size="sm" mt={4}>
                {t('settlement')}:{' '}
                <strong>{formatMoney(agreement.settlementAmount, agreement.settlementCurrency)}</strong>
              </Text>
            )}
          </div>
          <AgreementText agreement={agreement} />
          <SignatureStatus agreement={agreement} viewer="applicant" formatDate={format.dateTime} />
          {canSign && (
            <section aria-labelledby="sign-title">
              <Text component="h2" fw={700} size="lg" id="sign-title" mb="sm">
                {t('signTitle')}
              </Text>
              <SignForm agreement={agreement} onSign={saveContract} onSigned={onSigned} />
            </section>
          )}
          {mine && agreement.status === 'awaiting_signature' && (
            <Alert color="teal" variant="light" data-testid="signed-waiting">
              {ts('youSignedWaiting')}
            </Alert>
          )}
          {agreement.completedAt && (
            <Alert color="teal" variant="light" data-testid="agreement-complete">
              {ts('complete', { date: format.dateTime(agreement.completedAt) })}
              {agreement.signedPdfSha256 && (
                <Text size="xs" mt={6} style={{ overflowWrap: 'anywhere' }}>
                  {ts('pdfHash')}: <code data-testid="signed-pdf-hash">{agreement.signedPdfSha256}</code>
                </Text>
              )}
            </Alert>
          )}
          {agreement.signatures.map((signature) => (
            <SignatureRecord
              key={signature.party}
              signature={signature}
              viewer="applicant"
              formatDate={format.dateTime}
            />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <ToneBadge size="lg" tone={badge.tone} data-testid="agreement-status">
            {t(badge.key)}
          </ToneBadge>
          <Button component={Link} to={`/pdf?id=${agreement.id}`} variant="light">
            {t('pdf')}
          </Button>
          <AgreementPicker currentId={agreement.id} />
          <AuditTrail events={agreement.events} viewer="applicant" formatDate={format.dateTime} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
