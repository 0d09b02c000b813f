// Approving or rejecting many deposits or withdrawals at once (issue 32 §3): one note or reason for all, yet each is
// decided on its own (its own call and Idempotency-Key, its own audit entry), and the dialog says how each went.
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@platform/client';
import { approveBody, rejectBody } from '@platform/contracts';
import { newIdempotencyKey, settlesKey, toast } from '@platform/ui';
import { useRef, useState } from 'react';
import { useSchemaValidator } from '../forms.ts';
import { ReasonField } from '../reason-field.tsx';
import { useAppTexts } from '../texts.ts';
import type { DecisionOutcome, ReviewDecision } from './review-queue.ts';

export type BulkDecision = 'approve' | 'reject';

/** A record picked for the decision, as the dialog lists it ("#41 · lucy@example.com · 1,250.50 USD"). */
export interface BulkItem {
  id: number;
  label: string;
}

export interface BulkRequest {
  decision: BulkDecision;
  items: BulkItem[];
}

/** Over a queue's rows: how many are picked and what can be done to them, or how to pick them. */
export function BulkReviewBar({
  count,
  onDecide,
  onClear,
}: {
  count: number;
  onDecide(decision: BulkDecision): void;
  onClear(): void;
}) {
  const { t } = useAppTexts();
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('money.bulk.hint')} {/* Keys are for a keyboard: not said on a phone. */}
        <Text span inherit visibleFrom="sm">
          {t('money.bulk.keys')}
        </Text>
      </Text>
    );
  }
  return (
    <Group gap="sm" role="group" aria-label={t('money.bulk.selected', { count })}>
      <Text size="sm" fw={600}>
        {t('money.bulk.selected', { count })}
      </Text>
      <Button size="xs" onClick={() => onDecide('approve')} aria-keyshortcuts="a">
        {t('money.bulk.approve')}
      </Button>
      <Button size="xs" variant="outline" color="red.8" onClick={() => onDecide('reject')} aria-keyshortcuts="r">
        {t('money.bulk.reject')}
      </Button>
      <Button size="xs" variant="default" onClick={onClear}>
        {t('money.bulk.clear')}
      </Button>
    </Group>
  );
}

interface BulkReviewDialogProps {
  request: BulkRequest | null;
  onClose(): void;
  /** What approving (rejecting) does to each record's money, said before the operator confirms. */
  approveEffect: string;
  rejectEffect: string;
  /** Sends the decisions one by one (the queue's `useDecisions()`). */
  decide(decisions: readonly ReviewDecision[], onEach: (outcome: DecisionOutcome) => void): Promise<DecisionOutcome[]>;
}

export function BulkReviewDialog({ request, onClose, ...props }: BulkReviewDialogProps) {
  const { t } = useAppTexts();
  const [running, setRunning] = useState(false);
  const count = request?.items.length ?? 0;
  const title = request
    ? t(request.decision === 'approve' ? 'money.bulk.approveTitle' : 'money.bulk.rejectTitle', { count })
    : '';
  return (
    <Modal
      opened={request !== null}
      onClose={() => !running && onClose()}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('shared.close') }}
    >
      {/* A fresh form (and outcomes, and keys) for each request. */}
      {request ? (
        <BulkReviewForm
          key={request.items.map((item) => item.id).join()}
          request={request}
          onClose={onClose}
          onRunning={setRunning}
          {...props}
        />
      ) : null}
    </Modal>
  );
}

function BulkReviewForm({
  request,
  onClose,
  onRunning,
  approveEffect,
  rejectEffect,
  decide,
}: Omit<BulkReviewDialogProps, 'request'> & { request: BulkRequest; onRunning(running: boolean): void }) {
  const { t } = useAppTexts();
  const approving = request.decision === 'approve';
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, DecisionOutcome>>(new Map());
  const [progress, setProgress] = useState<{ sent: number; count: number } | null>(null);
  // Each record's key: kept while its last try went unanswered (a retry must not decide twice), new once answered.
  const keys = useRef(new Map<number, string>());
  const validateApprove = useSchemaValidator<{ note?: string }>(approveBody);
  const validateReject = useSchemaValidator<{ reason: string }>(rejectBody);
  const form = useForm({
    initialValues: { note: '', reason: '' },
    validate: (values) =>
      approving
        ? validateApprove({ note: values.note.trim() || undefined })
        : validateReject({ reason: values.reason }),
  });

  const left = request.items.filter((item) => !outcomes.get(item.id)?.ok);
  const failed = request.items.filter((item) => outcomes.get(item.id)?.ok === false);
  const done = request.items.length - left.length;

  const submit = form.onSubmit(async ({ note, reason }) => {
    const keyOf = (id: number) => {
      const key = keys.current.get(id) ?? newIdempotencyKey();
      keys.current.set(id, key);
      return key;
    };
    const decisions: ReviewDecision[] = left.map((item) =>
      approving
        ? { id: item.id, decision: 'approve', note: note.trim() || undefined, idempotencyKey: keyOf(item.id) }
        : { id: item.id, decision: 'reject', reason: reason.trim(), idempotencyKey: keyOf(item.id) },
    );
    onRunning(true);
    setProgress({ sent: 0, count: decisions.length });
    try {
      const results = await decide(decisions, (outcome) => {
        if (outcome.ok || settlesKey(outcome.error)) keys.current.delete(outcome.id);
        setOutcomes((before) => new Map(before).set(outcome.id, outcome));
        setProgress((before) => before && { ...before, sent: before.sent + 1 });
      });
      if (results.some((outcome) => outcome.ok))
        toast.success(t(approving ? 'messages:approved' : 'messages:rejected'));
      // All decided: back to the queue. Any not: the dialog stays, saying which and why, to try them again.
      if (results.every((outcome) => outcome.ok)) onClose();
    } finally {
      onRunning(false);
      setProgress(null);
    }
  });

  const status = (item: BulkItem) => {
    const outcome = outcomes.get(item.id);
    if (!outcome)
      return (
        <Text span size="sm" c="dimmed">
          {t('money.bulk.waiting')}
        </Text>
      );
    if (outcome.ok)
      return (
        <Text span size="sm" c="teal.9">
          {t(approving ? 'money.bulk.approved' : 'money.bulk.rejected')}
        </Text>
      );
    return (
      <Text span size="sm" c="red.9">
        {errorText(outcome.error, t('money.bulk.noAnswer'))}
      </Text>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color={approving ? 'blue' : 'red'} variant="outline">
          <Stack gap={4}>
            <Text size="sm">{approving ? approveEffect : rejectEffect}</Text>
            <Text size="sm">{t('money.bulk.oneByOne')}</Text>
          </Stack>
        </Alert>
        <List aria-label={t('money.bulk.items')} spacing={4} size="sm" listStyleType="none" ml={0}>
          {request.items.map((item) => (
            <List.Item key={item.id} data-bulk-id={item.id}>
              <Text span size="sm" fw={600}>
                {item.label}
              </Text>
              {' — '}
              {status(item)}
            </List.Item>
          ))}
        </List>
        {approving ? (
          <Textarea
            label={t('money.decision.note')}
            description={t('money.decision.noteHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('note')}
          />
        ) : (
          <ReasonField description={t('money.decision.reasonHint')} data-autofocus {...form.getInputProps('reason')} />
        )}
        <Text size="sm" role="status">
          {progress
            ? t('money.bulk.progress', { done: progress.sent, count: progress.count })
            : failed.length > 0
              ? t('money.bulk.summary', { ok: done, failed: failed.length })
              : ''}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={form.submitting}>
            {outcomes.size > 0 ? t('money.bulk.close') : t('common:cancel')}
          </Button>
          {left.length > 0 ? (
            <Button type="submit" color={approving ? undefined : 'red.8'} loading={form.submitting}>
              {failed.length > 0
                ? t('money.bulk.retry', { count: left.length })
                : t(approving ? 'money.bulk.confirmApprove' : 'money.bulk.confirmReject', { count: left.length })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** Why a record was not decided: the server's words, or that no answer came. */
function errorText(error: unknown, noAnswer: string): string {
  return isApiError(error) && error.kind === 'api' && error.msg ? error.msg : noAnswer;
}
