import { Modal, type ModalProps, Stack, type TextareaProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { CancelAndSubmit } from './cancel-and-submit.tsx';
import { ReasonField } from './reason-field.tsx';
import { useAppTexts } from './texts.ts';

interface EditorModalProps {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  /** Defaults to Mantine's (`md`). */
  size?: ModalProps['size'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, where the page names it. */
  formLabel?: string;
  /** The reason field's input props (`form.getInputProps('reason')`). */
  reason: Omit<TextareaProps, 'label'>;
  saveLabel: string;
  /** Defaults to the catalogue's "Cancel". */
  cancelLabel?: string;
  pending: boolean;
  saveDisabled?: boolean;
  /** A line between the reason and the buttons. */
  note?: ReactNode;
  /** A button before Cancel (for example: delete). */
  otherAction?: ReactNode;
  children: ReactNode;
}

/** The frame of a back-office editor: a dialog with the fields, the reason the audit log needs, Cancel and Save. */
export function EditorModal(props: EditorModalProps) {
  const { opened, onClose, title, size, onSubmit, formLabel, reason, saveLabel, cancelLabel, pending } = props;
  const { t } = useAppTexts();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      size={size}
      centered
    >
      <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <Stack>
          {props.children}
          <ReasonField {...reason} />
          {props.note}
          <CancelAndSubmit
            onCancel={onClose}
            cancelLabel={cancelLabel}
            submitLabel={saveLabel}
            pending={pending}
            submitDisabled={props.saveDisabled}
            otherAction={props.otherAction}
          />
        </Stack>
      </form>
    </Modal>
  );
}
