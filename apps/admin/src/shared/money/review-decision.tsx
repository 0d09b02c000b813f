import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { approveBody, rejectBody } from '@platform/contracts';
import { useIdempotencyKey, useShowError } from '@platform/ui';
import { useState } from 'react';
import { useSchemaValidator } from '../forms.ts';
import { ReasonField } from '../reason-field.tsx';
import { useAppTexts } from '../texts.ts';

interface ReviewDecisionProps {
  /** What approving does to the money, said before the operator confirms. */
  approveEffect: string;
  /** What rejecting does to the money, said before the operator confirms. */
  rejectEffect: string;
  approveLabel: string;
  rejectLabel: string;
  /** Sends the approval with the decision's idempotency key. */
  onApprove(note: string | undefined, idempotencyKey: string): Promise<unknown>;
  onReject(reason: string, idempotencyKey: string): Promise<unknown>;
}

type Mode = 'approve' | 'reject' | null;

/**
 * Approve (with an optional note) or reject (with a required reason, which the user sees) one pending request. Each
 * choice first says what it will do to the money and asks for confirmation. Every submission carries the decision's
 * idempotency key, so a retry or a double click never decides twice.
 */
export function ReviewDecision(props: ReviewDecisionProps) {
  const { t } = useAppTexts();
  const showError = useShowError();
  const key = useIdempotencyKey();
  const [mode, setMode] = useState<Mode>(null);
  const validateApprove = useSchemaValidator<{ note?: string }>(approveBody);
  const validateReject = useSchemaValidator<{ reason: string }>(rejectBody);
  const form = useForm({
    initialValues: { note: '', reason: '' },
    validate: (values) =>
      mode === 'reject'
        ? validateReject({ reason: values.reason })
        : validateApprove({ note: values.note.trim() || undefined }),
  });

  const choose = (next: Mode) => {
    form.reset();
    key.renew();
    setMode(next);
  };

  const submit = form.onSubmit(async ({ note, reason }) => {
    try {
      if (mode === 'approve') await props.onApprove(note.trim() || undefined, key.current());
      else await props.onReject(reason.trim(), key.current());
      key.settle();
    } catch (error) {
      key.settle(error);
      showError(error, form);
    }
  });

  if (mode === null) {
    return (
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" color="red.8" onClick={() => choose('reject')}>
          {props.rejectLabel}
        </Button>
        <Button onClick={() => choose('approve')}>{props.approveLabel}</Button>
      </Group>
    );
  }

  const approving = mode === 'approve';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert
          color={approving ? 'blue' : 'red'}
          variant="outline"
          title={approving ? props.approveLabel : props.rejectLabel}
        >
          <Text size="sm">{approving ? props.approveEffect : props.rejectEffect}</Text>
        </Alert>
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => choose(null)} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" color={approving ? undefined : 'red.8'} loading={form.submitting}>
            {approving ? t('money.decision.confirmApprove') : t('money.decision.confirmReject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
