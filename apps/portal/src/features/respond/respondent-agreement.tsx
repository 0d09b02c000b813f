import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgreementView, RespondentCaseView } from '@platform/contracts';
import { formatMoney, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormat } from '../../lib/format.ts';
import { SignForm } from '../../lib/signing/sign-form.tsx';
import { AgreementDocument } from '../../lib/ui/agreement-document.tsx';
import { respondentCaseKey, respondentPdf, signAsRespondent } from './api.ts';
import { saveFile } from './save-file.ts';
import { RESPOND } from './texts.ts';
import { useLinkRefused } from './use-link-refused.ts';

/** The agreement as the respondent reads it: its exact text, who has signed, their own signature, and the PDF. */
export function RespondentAgreement({
  view,
  agreement,
  token,
}: {
  view: RespondentCaseView;
  agreement: AgreementView;
  token: string;
}) {
  const { t } = useTexts(RESPOND);
  const format = useFormat();
  const queryClient = useQueryClient();
  const linkRefused = useLinkRefused(token);
  const signedByMe = agreement.signatures.some((s) => s.party === 'respondent');
  const canSign = agreement.status === 'awaiting_signature' && !signedByMe;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="respondent-agreement">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="respondent-agreement">
            {t('agreement.title')}: {agreement.title}
          </Title>
          <Text size="sm" c="dimmed">
            {agreement.draftedBy
              ? t('agreement.draftedBy', {
                  name: agreement.draftedBy.name,
                  role: agreement.draftedBy.role,
                  date: format.date(agreement.draftedAt),
                })
              : format.date(agreement.draftedAt)}
          </Text>
          {agreement.settlementAmount && (
            <Text size="sm" mt={4}>
              {t('agreement.settlement')}:{' '}
              <strong>{formatMoney(agreement.settlementAmount, agreement.settlementCurrency)}</strong>
            </Text>
          )}
        </div>
        {canSign && <Text size="sm">{t('agreement.intro')}</Text>}
        <AgreementDocument
          text={agreement.text}
          labelledBy="respondent-agreement"
          maxHeight={420}
          testId="respondent-agreement-body"
        />
        <div>
          <Text size="xs" c="dimmed">
            {t('agreement.fingerprint')}
          </Text>
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="respondent-text-hash">
            {agreement.textSha256}
          </Text>
        </div>
        <Signatures agreement={agreement} />
        {canSign && (
          <section aria-labelledby="respondent-sign">
            <Title order={3} size="h5" id="respondent-sign" mb="sm">
              {t('agreement.sign')}
            </Title>
            <SignForm
              agreement={agreement}
              onSign={(body) => signAsRespondent({ ...body, token })}
              onSigned={(updated) => queryClient.setQueryData(respondentCaseKey(token), updated)}
              onRefused={linkRefused}
            />
          </section>
        )}
        {signedByMe && agreement.status !== 'signed' && (
          <Alert color="teal" variant="light">
            {t('agreement.youSigned')}
          </Alert>
        )}
        {agreement.status === 'signed' && (
          <Alert color="teal" variant="light">
            {t('agreement.complete')}
          </Alert>
        )}
        <PdfButton token={token} name={`agreement-${view.trackingNumber}-v${agreement.version}.pdf`} />
      </Stack>
    </Paper>
  );
}

function Signatures({ agreement }: { agreement: AgreementView }) {
  const { t } = useTexts(RESPOND);
  const format = useFormat();
  return (
    <div>
      <Text size="sm" fw={600} id="respondent-signatures">
        {t('agreement.signatures')}
      </Text>
      {agreement.signatures.length === 0 ? (
        <Text size="sm">{t('agreement.noSignatures')}</Text>
      ) : (
        <List size="sm" spacing={2} aria-labelledby="respondent-signatures" data-testid="respondent-signatures">
          {agreement.signatures.map((s) => (
            <List.Item key={s.party}>
              {t('agreement.signedBy', {
                name: s.signerName,
                party: t(`agreement.party.${s.party}`),
                date: format.dateTime(s.signedAt),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** Fetches the PDF for the token (a POST: a link could not carry it) and saves it. */
function PdfButton({ token, name }: { token: string; name: string }) {
  const { t } = useTexts(RESPOND);
  const showError = useShowError();
  const linkRefused = useLinkRefused(token);
  const download = useMutation({
    mutationFn: () => respondentPdf(token),
    onSuccess: (blob) => saveFile(blob, 'application/pdf', name),
    onError: (error) => {
      if (!linkRefused(error)) showError(error);
    },
  });
  return (
    <Button
      variant="light"
      onClick={() => download.mutate()}
      loading={download.isPending}
      style={{ alignSelf: 'flex-start' }}
      data-testid="respondent-pdf"
    >
      {t('agreement.pdf')}
    </Button>
  );
}
