import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { disableInviteCodeBody } from '@platform/contracts';
import { useShowError } from '@platform/ui';
import type { ReactNode } from 'react';
import { CancelAndSubmit } from './cancel-and-submit.tsx';
import { useSchemaValidator } from './forms.ts';
import { ReasonField } from './reason-field.tsx';
import { useAppTexts } from './texts.ts';

export interface ReasonDialogProps {
  opened: boolean;
  title: ReactNode;
  content: ReactNode;
  danger?: boolean;
  onClose(): void;
  /** Runs on Ok with the reason; the dialog closes when it resolves and stays open with the error when it fails. */
  onConfirm(reason: string): Promise<unknown>;
}

/** The reason's form: checked as the server checks it, cleared on close, kept open with the error when the change fails. */
export function useReasonForm(onConfirm: ReasonDialogProps['onConfirm'], onClose: () => void) {
  const showError = useShowError();
  const form = useForm({
    initialValues: { reason: '' },
    validate: useSchemaValidator<{ reason: string }>(disableInviteCodeBody),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason.trim());
      close();
    } catch (error) {
      showError(error, form);
    }
  });
  return { form, close, submit };
}

/** What a reason's form holds: the change it makes, the reason (taking the focus as `focus` says), Cancel / Ok. */
export function ReasonFields({
  content,
  danger,
  reason: { form, close },
  focus,
}: Pick<ReasonDialogProps, 'content' | 'danger'> & {
  reason: Pick<ReturnType<typeof useReasonForm>, 'form' | 'close'>;
  focus: { autoFocus: true } | { 'data-autofocus': true };
}) {
  const { t } = useAppTexts();
  return (
    <>
      {typeof content === 'string' ? <Text size="sm">{content}</Text> : content}
      <ReasonField {...focus} {...form.getInputProps('reason')} />
      <CancelAndSubmit
        onCancel={close}
        submitLabel={t('common:ok')}
        submitColor={danger ? 'red.8' : undefined}
        pending={form.submitting}
      />
    </>
  );
}

/** The confirm dialog (title, content, Cancel / Ok) for actions that must say why. */
export function ReasonDialog({ opened, title, content, danger, onClose, onConfirm }: ReasonDialogProps) {
  const { t } = useAppTexts();
  const { form, close, submit } = useReasonForm(onConfirm, onClose);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <ReasonFields content={content} danger={danger} reason={{ form, close }} focus={{ 'data-autofocus': true }} />
        </Stack>
      </form>
    </Modal>
  );
}
