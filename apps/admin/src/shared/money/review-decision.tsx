import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import { approveBody, rejectBody } from '@platform/contracts';
import { useIdempotencyKey, useShowError } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
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
  /** The choice open, where the page opens it too (`a`, `r` on a record's page); without it the component keeps it. */
  mode?: DecisionMode;
  onModeChange?(mode: DecisionMode): void;
}

export type DecisionMode = 'approve' | 'reject' | null;

/**
 * Approve (with an optional note) or reject (with a required reason, which the user sees) one pending request. Each
 * choice first says what it will do to the money and asks for confirmation. Every submission carries the decision's
 * idempotency key, so a retry or a double click never decides twice.
 */
export function ReviewDecision(props: ReviewDecisionProps) {
  const { t } = useAppTexts();
  const showError = useShowError();
  const key = useIdempotencyKey();
  const [ownMode, setOwnMode] = useState<DecisionMode>(null);
  const mode = props.mode === undefined ? ownMode : props.mode;
  const field = useRef<HTMLTextAreaElement>(null);
  const validateApprove = useSchemaValidator<{ note?: string }>(approveBody);
  const validateReject = useSchemaValidator<{ reason: string }>(rejectBody);
  const form = useForm({
    initialValues: { note: '', reason: '' },
    validate: (values) =>
      mode === 'reject'
        ? validateReject({ reason: values.reason })
        : validateApprove({ note: values.note.trim() || undefined }),
  });

  // Each choice opened (by its button, or by the page) is a new intent: a blank form and a key of its own.
  useEffect(() => {
    form.reset();
    key.renew();
    if (mode) field.current?.focus();
  }, [mode]);
  const choose = (next: DecisionMode) => {
    setOwnMode(next);
    props.onModeChange?.(next);
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
        <Button
          variant="outline"
          color="red.8"
          onClick={() => choose('reject')}
          aria-keyshortcuts={props.onModeChange ? 'r' : undefined}
        >
          {props.rejectLabel}
        </Button>
        <Button onClick={() => choose('approve')} aria-keyshortcuts={props.onModeChange ? 'a' : undefined}>
          {props.approveLabel}
        </Button>
      </Group>
    );
  }

  const approving = mode === 'approve';
  // Sent from the keyboard too (Ctrl or ⌘ + Enter), without leaving the field for the button; Escape puts it away.
  const sendKeys = {
    ref: field,
    onKeyDown: getHotkeyHandler([
      ['mod+Enter', () => submit()],
      ['Escape', () => choose(null)],
    ]),
  };
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
            {...sendKeys}
          />
        ) : (
          <ReasonField
            description={t('money.decision.reasonHint')}
            data-autofocus
            {...form.getInputProps('reason')}
            {...sendKeys}
          />
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
