import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openConfirmModal } from './modals-host.tsx';

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
  void openConfirmModal({
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
