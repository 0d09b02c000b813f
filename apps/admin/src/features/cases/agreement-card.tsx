import { Button, Code, Group, Image, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { endpointPath } from '@platform/client';
import { type AgreementView, CASE_PARTIES, mediationAdminApi, ROLES, type Role } from '@platform/contracts';
import { formatMoney, textsUnder, toast, useDateFormat } from '@platform/ui';
import { useState } from 'react';
import { api } from '../../shared/api.ts';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { fileAddress } from '../../shared/files/use-file-url.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const tones: Record<AgreementView['status'], Tone> = { awaiting_signature: 'blue', signed: 'teal', withdrawn: 'gray' };

/** The PDF is private to the parties and operators: read with the token, then opened from a local address. */
function PdfButton({ agreementId }: { agreementId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const blob = await api.fetchFile(
        fileAddress(endpointPath(mediationAdminApi.agreementPdf, { params: { id: agreementId } })),
      );
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.error(t('cases.agreement.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void open()} loading={busy}>
      {t('cases.agreement.pdf')}
    </Button>
  );
}

/** Both parties' signatures (or who has yet to sign), and the completion with the completed PDF's hash. */
function Signatures({ agreement }: { agreement: AgreementView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  return (
    <Paper bg="gray.0" p="sm" radius="sm" component="section" aria-label={t('cases.agreement.signatures')}>
      <Stack gap="xs">
        {CASE_PARTIES.map((party) => {
          const signature = agreement.signatures.find((s) => s.party === party);
          const partyName = t(`cases.agreement.parties.${party}`);
          if (!signature)
            return (
              <Text size="sm" key={party} c="dimmed" data-testid={`agreement-signature-${party}`}>
                {t('cases.agreement.notSigned', { party: partyName })}
              </Text>
            );
          return (
            <Stack gap={4} key={party} data-testid={`agreement-signature-${party}`}>
              <Text size="sm" fw={600}>
                {t('cases.agreement.signedBy', {
                  party: partyName,
                  name: signature.signerName,
                  method: t(`cases.agreement.methods.${signature.method}`),
                  at: formatDateTime(signature.signedAt),
                })}
              </Text>
              <Image
                src={signature.image}
                alt={t('cases.agreement.signatureAlt', { name: signature.signerName, party: partyName })}
                h={64}
                w="auto"
                fit="contain"
                bg="white"
                style={{ alignSelf: 'flex-start' }}
              />
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('cases.agreement.signedFrom', { ip: signature.ip ?? none, agent: signature.userAgent ?? none })}
              </Text>
            </Stack>
          );
        })}
        {agreement.completedAt ? (
          <Text size="sm" fw={600} data-testid="agreement-completed">
            {t('cases.agreement.completed', { at: formatDateTime(agreement.completedAt) })}
          </Text>
        ) : null}
        {agreement.signedPdfSha256 ? (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('cases.agreement.pdfHash')}: <Code>{agreement.signedPdfSha256}</Code>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * How the settlement is paid, as the parties agreed, and (once both signed) whether the applicant has said it arrived:
 * the case settles only on their "yes" (issue 27 §5), so the mediator sees where it stands.
 */
function PaymentFields({ agreement }: { agreement: AgreementView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat().dateTime;
  const a = textsUnder(t, 'cases.agreement');
  const { payment, paymentMethod, paymentDueDays } = agreement;
  const state = !payment
    ? null
    : payment.confirmedAt
      ? a('paymentStates.confirmed', { at: formatDateTime(payment.confirmedAt) })
      : payment.missingAt
        ? a('paymentStates.missing', {
            at: formatDateTime(payment.missingAt),
            by: payment.confirmBy ? formatDateTime(payment.confirmBy) : '—',
          })
        : payment.confirmBy
          ? a('paymentStates.waiting', { by: formatDateTime(payment.confirmBy) })
          : a('paymentStates.waitingOpen');
  return (
    <>
      {paymentMethod ? (
        <Field label={a('payment')}>
          {paymentDueDays
            ? a('paymentTerms', { method: a(`paymentMethods.${paymentMethod}`), days: paymentDueDays })
            : a(`paymentMethods.${paymentMethod}`)}
          {agreement.paymentDetails ? ` · ${agreement.paymentDetails}` : ''}
        </Field>
      ) : null}
      {state ? (
        <Field label={a('paymentState')}>
          <span
            data-testid="agreement-payment-state"
            data-state={payment?.confirmedAt ? 'confirmed' : payment?.missingAt ? 'missing' : 'waiting'}
          >
            {state}
          </span>
        </Field>
      ) : null}
    </>
  );
}

/** One version of the agreement: its text and figures, both signatures with the audit trail, and the PDF. */
export function AgreementCard({ agreement }: { agreement: AgreementView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const drafter = agreement.draftedBy
    ? t('cases.agreement.mediator', {
        name: agreement.draftedBy.name,
        role: isRole(agreement.draftedBy.role)
          ? t(`cases.agreement.roles.${agreement.draftedBy.role}`)
          : agreement.draftedBy.role,
      })
    : none;
  return (
    <Paper component="article" withBorder p="sm" aria-labelledby={`agreement-${agreement.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={`agreement-${agreement.id}`}>
            {t('cases.agreement.version', { version: agreement.version })} · {agreement.title}
          </Title>
          <Group gap="xs">
            <ToneBadge tone={tones[agreement.status]}>{t(`cases.agreement.states.${agreement.status}`)}</ToneBadge>
            <PdfButton agreementId={agreement.id} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('cases.agreement.draftedBy', { at: formatDateTime(agreement.draftedAt), name: drafter })}
        </Text>
        <FieldGrid>
          <Field label={t('cases.agreement.settlement')} mono>
            {agreement.settlementAmount
              ? formatMoney(agreement.settlementAmount, agreement.settlementCurrency)
              : t('cases.agreement.noSettlement')}
          </Field>
          <PaymentFields agreement={agreement} />
          <Field label={t('cases.agreement.textHash')} mono>
            {agreement.textSha256}
          </Field>
        </FieldGrid>
        {agreement.status !== 'withdrawn' || agreement.signatures.length > 0 ? (
          <Signatures agreement={agreement} />
        ) : null}
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {t('cases.agreement.events')}
          </Text>
          <Stack component="ul" gap={2} m={0} pl="md">
            {agreement.events.map((event, index) => (
              <Text component="li" size="xs" key={`${event.event}-${index}`} style={{ overflowWrap: 'anywhere' }}>
                {event.party
                  ? t('cases.agreement.eventParty', {
                      event: t(`cases.agreement.eventNames.${event.event}`),
                      party: t(`cases.agreement.parties.${event.party}`),
                    })
                  : t(`cases.agreement.eventNames.${event.event}`)}{' '}
                · {formatDateTime(event.at)}
                {event.actorName ? ` · ${event.actorName}` : ''}
                {event.ip ? ` · ${event.ip}` : ''}
              </Text>
            ))}
          </Stack>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {t('cases.agreement.text')}
          </Text>
          <Spoiler maxHeight={120} showLabel={t('cases.agreement.showMore')} hideLabel={t('cases.agreement.showLess')}>
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {agreement.text}
            </Text>
          </Spoiler>
        </Stack>
      </Stack>
    </Paper>
  );
}

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
