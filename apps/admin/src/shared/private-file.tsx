import { Anchor, Image, Skeleton, Stack, Text } from '@mantine/core';
import { isImageFile } from '@platform/ui';
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { useAppTexts } from './texts.ts';

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; isImage: boolean };

/**
 * A user's private file (a receipt, an ID scan): fetched with the operator's token, since an <img src> would carry none,
 * and shown from a local object URL that is revoked when the file leaves the screen. `path` is what the upload returned
 * (`/file/<name>`).
 */
export function usePrivateFile(path: string | null): Shown {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    setShown({ state: 'loading' });
    if (!path) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    api
      .fetchFile(`/api${path}`)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ state: 'ready', url: objectUrl, isImage: isImageFile(blob) });
      })
      .catch(() => {
        if (!cancelled) setShown({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return shown;
}

interface PrivateFileProps {
  path: string;
  /** Says what the file is, for the image's alternative text and the link. */
  label: string;
  maxHeight?: number;
}

/** Shows an image inline (opening full size in a new tab on click) or offers a PDF as a link. */
export function PrivateFile({ path, label, maxHeight = 420 }: PrivateFileProps) {
  const { t } = useAppTexts();
  const shown = usePrivateFile(path);
  if (shown.state === 'loading') return <Skeleton h={160} w={240} role="status" aria-label={t('shared.loading')} />;
  if (shown.state === 'failed') {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('shared.fileFailed')}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      {shown.isImage ? (
        <Anchor href={shown.url} target="_blank" rel="noopener" aria-label={t('shared.openFullSize', { label })}>
          <Image
            src={shown.url}
            alt={label}
            radius="sm"
            fit="contain"
            style={{ width: 'auto', maxWidth: '100%', maxHeight, border: '1px solid var(--mantine-color-gray-3)' }}
          />
        </Anchor>
      ) : (
        <Anchor href={shown.url} target="_blank" rel="noopener" size="sm">
          {t('shared.openFile', { label })}
        </Anchor>
      )}
    </Stack>
  );
}
