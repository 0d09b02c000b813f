// The inbox's "Mark all as read": sends the app's request, busy while it runs, and offers nothing when all is read.
import { Button, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface MarkAllReadButtonProps {
  /** The app's mark-all-read mutation. */
  readAll: { mutate(): void; isPending: boolean };
  /** How many messages are unread; none disables the button. */
  unread: number;
  size: MantineSize;
  /** Its words, in the app's texts. */
  children: ReactNode;
}

export function MarkAllReadButton({ readAll, unread, size, children }: MarkAllReadButtonProps) {
  return (
    <Button
      variant="light"
      size={size}
      onClick={() => readAll.mutate()}
      loading={readAll.isPending}
      disabled={unread === 0}
    >
      {children}
    </Button>
  );
}
