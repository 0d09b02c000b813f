import { Anchor, Image, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import { useAppTexts } from '../texts.ts';

/** A plain click opens the dialog; a click meant for a new tab or window keeps the link's own behaviour. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A thumbnail of a stored image that opens it larger in a dialog on the page (Escape or the close button return to
 * the thumbnail). It stays a link to the full-size image, so a new tab is still a modifier-click away.
 */
export function ImagePreview({ url, name, h = 140 }: { url: string; name: string; h?: number }) {
  const { t } = useAppTexts();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={t('storedFiles.openImage', { name })}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          open();
        }}
        style={{ display: 'block', cursor: 'zoom-in' }}
      >
        <Image src={url} alt={name} radius="sm" h={h} fit="contain" bg="gray.0" />
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title={name}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('shared.close') }}
      >
        <Stack gap="xs" align="flex-start">
          <Image
            src={url}
            alt={name}
            fit="contain"
            style={{ width: 'auto', maxWidth: 'min(90vw, 1200px)', maxHeight: '75vh' }}
          />
          <Anchor href={url} target="_blank" rel="noopener" size="sm">
            {t('storedFiles.openInNewTab')}
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}
