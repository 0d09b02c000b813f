import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  content: ReactNode;
  /** Runs when Ok is pressed; Cancel only closes. */
  onOk: () => void | Promise<void>;
  okLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

/** The spec's confirm dialog: a title, content, Cancel and Ok. */
export function confirm({ title, content, onOk, okLabel, cancelLabel, danger }: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: typeof content === 'string' ? <Text size="sm">{content}</Text> : content,
    labels: { confirm: okLabel, cancel: cancelLabel },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm: () => void onOk(),
    centered: true,
    // The spec's dialog has exactly Cancel and Ok; Escape closes it too.
    withCloseButton: false,
  });
}
