import { Button, Group, List, Modal, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CASE_STATE_LABELS,
  type CaseDetailView,
  MEDIATION_LIMITS,
  WITHDRAWABLE_CASE_STATES,
  withdrawCaseBody,
} from '@platform/contracts';
import { formatMoney, QueryState, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { countriesQuery, countryName, dictQuery } from '../../lib/dict.ts';
import { disputeTypeName, disputeTypesQuery } from '../../lib/dispute-types.ts';
import { useFormat } from '../../lib/format.ts';
import { SHARED } from '../../lib/shared-texts.ts';
import { NextStepLine } from '../../lib/ui/next-step-line.tsx';
import { caseDetailQuery, withdrawCase } from './api.ts';
import { CaseStatus } from './case-status.tsx';
import { ApplicantCaseThread } from './case-thread.tsx';
import { FileLink } from './file-link.tsx';
import { NextStepAction } from './next-step-action.tsx';
import { PaymentConfirmation, WhereNext } from './settlement-panel.tsx';
import { PROFILE } from './texts.ts';

/** One of the user's cases in a dialog: its facts, evidence, history with reasons, and what the user can do next. */
export function CaseDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTexts(PROFILE);
  const { t: ts } = useTexts(SHARED);
  const query = useQuery({ ...caseDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={query.data ? t('detail.title', { number: query.data.trackingNumber }) : t('tabs.cases')}
      closeButtonProps={{ 'aria-label': ts('close') }}
    >
      {id !== null && <QueryState query={query}>{(detail) => <CaseDetail detail={detail} />}</QueryState>}
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </div>
  );
}

function CaseDetail({ detail }: { detail: CaseDetailView }) {
  const { t, i18n } = useTexts(PROFILE);
  const format = useFormat();
  const types = useQuery(disputeTypesQuery());
  const countries = useQuery(countriesQuery());
  const sendTypes = useQuery(dictQuery('mediate_send_type', i18n.language));
  const [withdrawing, setWithdrawing] = useState(false);
  const canWithdraw = WITHDRAWABLE_CASE_STATES.includes(detail.status);
  const actor = (kind: 'user' | 'mediator' | 'system' | 'respondent', name: string | null) =>
    t(`detail.by.${kind}`, { name: name ?? '' });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700}>{detail.counterpartyName}</Text>
        <CaseStatus status={detail.status} />
      </Group>
      {detail.statusReason && <Fact label={t('detail.reason')} value={detail.statusReason} />}
      <section aria-labelledby="case-next-step">
        <Text size="xs" c="dimmed" id="case-next-step" mb={4}>
          {t('next.title')}
        </Text>
        <NextStepLine next={detail.next} party="applicant">
          <NextStepAction next={detail.next} caseId={detail.id} />
        </NextStepLine>
      </section>
      <PaymentConfirmation detail={detail} />
      <WhereNext detail={detail} />
      <Fact label={t('respondent.title')} value={t(`respondent.${detail.respondentState}`)} />
      <Fact label={t('detail.disputeType')} value={disputeTypeName(types.data, detail.disputeType, format.language)} />
      <Fact label={t('cases.amount')} value={formatMoney(detail.amount, detail.currency)} />
      <Fact label={t('detail.website')} value={detail.counterpartyWebsite} />
      <Fact label={t('detail.contact')} value={detail.counterpartyContact} />
      <Fact label={t('detail.country')} value={countryName(countries.data, detail.country, format.language)} />
      <Fact
        label={t('detail.sendType')}
        value={sendTypes.data?.find((o) => o.value === detail.sendType)?.label ?? detail.sendType}
      />
      <Fact label={t('detail.incidentDate')} value={detail.incidentDate ? format.date(detail.incidentDate) : null} />
      <Fact label={t('detail.mediator')} value={detail.mediatorName ?? t('detail.unassigned')} />
      <Fact label={t('detail.description')} value={detail.description} />
      <div>
        <Text size="xs" c="dimmed">
          {t('detail.evidence')}
        </Text>
        {detail.evidence.length === 0 ? (
          <Text size="sm">{t('detail.noEvidence')}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {detail.evidence.map((file) => (
              <List.Item key={file.path}>
                <FileLink file={file} />
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <ApplicantCaseThread detail={detail} />
      <Title order={3} size="h5">
        {t('detail.history')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} active={detail.history.length - 1}>
        {detail.history.map((event) => (
          <Timeline.Item key={event.id} title={format.label(CASE_STATE_LABELS, event.toStatus)}>
            <Text size="xs" c="dimmed">
              {format.dateTime(event.createdAt)} · {actor(event.actor.kind, event.actor.name)}
            </Text>
            {event.reason && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {event.reason}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
      <Group gap="sm">
        {detail.reportCount > 0 && (
          <Button component={Link} to={`/profile?tab=reports&caseId=${detail.id}`} variant="light" size="sm">
            {t('detail.reports', { count: detail.reportCount })}
          </Button>
        )}
        {detail.agreementId !== null && (
          <Button component={Link} to={`/contract?caseId=${detail.id}`} size="sm">
            {t('detail.agreement')}
          </Button>
        )}
        {canWithdraw && !withdrawing && (
          <Button variant="default" size="sm" onClick={() => setWithdrawing(true)}>
            {t('detail.withdraw')}
          </Button>
        )}
      </Group>
      {canWithdraw && withdrawing && <WithdrawForm id={detail.id} onDone={() => setWithdrawing(false)} />}
    </Stack>
  );
}

function WithdrawForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTexts(PROFILE);
  const say = useMessage();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => (withdrawCaseBody.shape.reason.safeParse(value).success ? null : say('reasonRequired')),
    },
  });
  const mutation = useMutation({
    mutationFn: (reason: string) => withdrawCase({ id, reason }),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseDetailQuery(id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['mediation', 'mine'] });
      toast.success(t('detail.withdrawn'));
      onDone();
    },
    onError: (error) => showError(error, form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ reason }) => mutation.mutate(reason))}>
      <Stack gap="sm">
        <Textarea
          label={t('detail.withdrawReason')}
          maxLength={MEDIATION_LIMITS.reasonMax}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Group gap="sm">
          <Button type="submit" color="red" loading={mutation.isPending}>
            {t('detail.withdrawConfirm')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
