import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The last step before money moves: what will happen (the children, from the server's preview or quote) in a dialog
 * with Cancel and Confirm. Cancel, the close button and Escape change nothing; Confirm takes the focus, spins while the
 * request runs and stays off while `disabled` (the funds are short).
 */
export function ConfirmDialog({
  opened,
  title,
  cancel,
  confirm,
  busy,
  disabled = false,
  onCancel,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: ReactNode;
  cancel: string;
  confirm: string;
  busy: boolean;
  disabled?: boolean;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': cancel }} centered>
      {opened ? (
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {cancel}
            </Button>
            <Button onClick={onConfirm} loading={busy} disabled={disabled} data-autofocus>
              {confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** What a product's form gives its preview dialog: the product's name, the server's preview (none: closed), the request. */
export type PreviewDialogProps<P> = {
  name: string;
  preview: P | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
};

/** The dialog's words under the product's prefix (`textsUnder`): its title names the product, unless one is given. */
type PreviewWords =
  | { texts: (key: 'title' | 'cancel' | 'confirm', options?: { name: string }) => string; title?: undefined }
  | { texts: (key: 'cancel' | 'confirm') => string; title: string };

/**
 * The confirm frame around a server's preview: open while there is one, its body drawn from it, Confirm off while
 * `short` says the preview cannot be paid. Its words are the product's, under one prefix (`textsUnder`).
 */
export function PreviewDialog<P>({
  name,
  words,
  preview,
  short,
  children,
  ...frame
}: PreviewDialogProps<P> & {
  words: PreviewWords;
  short?: (preview: P) => boolean;
  children: (preview: P) => ReactNode;
}) {
  return (
    <ConfirmDialog
      {...frame}
      title={words.title === undefined ? words.texts('title', { name }) : words.title}
      cancel={words.texts('cancel')}
      confirm={words.texts('confirm')}
      opened={preview !== null}
      disabled={preview !== null && (short?.(preview) ?? false)}
    >
      {preview !== null ? children(preview) : null}
    </ConfirmDialog>
  );
}
