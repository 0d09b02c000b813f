import { Button, Grid, Stack, Text } from '@mantine/core';
import type { AgreementView } from '@platform/contracts';
import { EmptyState, formatMoney, QueryState } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { Page } from '../../lib/ui/page.tsx';
import { ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { AgreementPicker } from './agreement-picker.tsx';
import { AgreementText } from './agreement-text.tsx';
import { contractQuery } from './api.ts';
import { AuditTrail } from './audit-trail.tsx';
import { SignForm } from './sign-form.tsx';
import { SignatureRecord } from './signature-record.tsx';
import { CONTRACT } from './texts.ts';

/** `/contract`: the user's mediation agreement (GET /api/mediate/getContract): read it, sign it, see the record. */
export function ContractPage() {
  const { t } = useTranslation(CONTRACT);
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

function Agreement({ agreement, caseId }: { agreement: AgreementView; caseId: number | undefined }) {
  const { t } = useTranslation(CONTRACT);
  const format = useFormat();
  const queryClient = useQueryClient();
  const onSigned = (signed: AgreementView) => queryClient.setQueryData(contractQuery(caseId).queryKey, signed);
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
              {t('draftedBy', { name: agreement.draftedBy ?? '—', date: format.dateTime(agreement.draftedAt) })}
            </Text>
            {agreement.settlementAmount && (
              <Text size="sm" mt={4}>
                {t('settlement')}:{' '}
                <strong>{formatMoney(agreement.settlementAmount, agreement.settlementCurrency)}</strong>
              </Text>
            )}
          </div>
          <AgreementText agreement={agreement} />
          {agreement.status === 'awaiting_signature' && (
            <section aria-labelledby="sign-title">
              <Text component="h2" fw={700} size="lg" id="sign-title" mb="sm">
                {t('sign.title')}
              </Text>
              <SignForm agreement={agreement} onSigned={onSigned} />
            </section>
          )}
          {agreement.signature && <SignatureRecord signature={agreement.signature} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <ToneBadge
            size="lg"
            tone={agreement.status === 'signed' ? 'good' : agreement.status === 'withdrawn' ? 'neutral' : 'warn'}
            data-testid="agreement-status"
          >
            {t(`status.${agreement.status}`)}
          </ToneBadge>
          <Button component={Link} to={`/pdf?id=${agreement.id}`} variant="light">
            {t('pdf')}
          </Button>
          <AgreementPicker currentId={agreement.id} />
          <AuditTrail events={agreement.events} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
