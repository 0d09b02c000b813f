import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { type ReasonDialogProps, ReasonFields, useReasonForm } from './reason-dialog.tsx';

/**
 * The reason dialog's form in the page instead of over it (title, content, reason, Cancel / Ok): where an operator works
 * through an object from the keyboard, the change opens beside its button, Ctrl+Enter (⌘+Enter) makes it and Escape
 * puts it away.
 */
export function ReasonPanel({ opened, title, content, danger, onClose, onConfirm }: ReasonDialogProps) {
  const { form, close, submit } = useReasonForm(onConfirm, onClose);
  const titleId = useId();
  if (!opened) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          submit();
        }
      }}
    >
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          <ReasonFields content={content} danger={danger} reason={{ form, close }} focus={{ autoFocus: true }} />
        </Stack>
      </form>
    </Paper>
  );
}
