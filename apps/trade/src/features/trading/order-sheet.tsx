import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface OrderSheetProps {
  opened: boolean;
  onClose: () => void;
  /** It has finished closing (after its transition). */
  onClosed?: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A sheet rising from the bottom on phones, a centred dialog on wider screens. Like the spec's confirm dialog it has
 * its own Cancel and Ok and no close button; Escape closes it too.
 */
export function OrderSheet({ opened, onClose, onClosed, title, children }: OrderSheetProps) {
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={title}
      withCloseButton={false}
      radius="lg"
      centered={wide}
      transitionProps={wide ? undefined : { transition: 'slide-up' }}
      styles={
        wide
          ? undefined
          : {
              inner: { alignItems: 'flex-end', padding: 0 },
              content: {
                flex: '0 0 100%',
                maxWidth: '100%',
                maxHeight: '92dvh',
                borderBottomLeftRadius: 0,
                borderBottomRightRadius: 0,
              },
            }
      }
    >
      {children}
    </Modal>
  );
}
