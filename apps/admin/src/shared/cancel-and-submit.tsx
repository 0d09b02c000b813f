import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppTexts } from './texts.ts';

interface CancelAndSubmitProps {
  onCancel(): void;
  /** Defaults to the catalogue's "Cancel". */
  cancelLabel?: string;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  /** The submit's colour, for an action that takes something away (withdraw, delete). */
  submitColor?: ButtonProps['color'];
  /** A button before Cancel (for example: delete). */
  otherAction?: ReactNode;
}

/** The buttons under a dialog's form: Cancel, and the submit that says what it does. */
export function CancelAndSubmit(props: CancelAndSubmitProps) {
  const { t } = useAppTexts();
  return (
    <Group justify="flex-end">
      {props.otherAction}
      <Button variant="default" onClick={props.onCancel}>
        {props.cancelLabel ?? t('common:cancel')}
      </Button>
      <Button type="submit" color={props.submitColor} loading={props.pending} disabled={props.submitDisabled}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
