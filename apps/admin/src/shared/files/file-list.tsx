import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppTexts } from '../texts.ts';
import { ImagePreview } from './image-preview.tsx';
import { useFileUrl } from './use-file-url.ts';

export interface ShownFile {
  /** Where the server stores it, e.g. `/file/<uuid>.png`. */
  path: string;
  /** The name it was uploaded under, when known. */
  name?: string | null;
}

const lastPart = (path: string) => path.split('/').pop() ?? path;

function FileCard({ file, index }: { file: ShownFile; index: number }) {
  const { t } = useAppTexts();
  const name = file.name || lastPart(file.path) || t('storedFiles.unnamed', { index: index + 1 });
  const { url, isImage, failed } = useFileUrl(file.path);
  let body: ReactNode;
  if (failed) {
    body = (
      <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
        {t('storedFiles.failed', { name })}
      </Text>
    );
  } else if (!url) {
    body = (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('storedFiles.loading', { name })}
      </Text>
    );
  } else if (isImage) {
    body = (
      <>
        <ImagePreview url={url} name={name} />
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      </>
    );
  } else {
    body = (
      <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('storedFiles.open', { name })}
      </Anchor>
    );
  }
  return (
    <Paper withBorder p="xs" component="li">
      <Stack gap={6}>{body}</Stack>
    </Paper>
  );
}

/** Evidence and attachments: images as thumbnails that open full size, PDFs as links; all read with the token. */
export function FileList({ files, label }: { files: readonly ShownFile[]; label: string }) {
  const { t } = useAppTexts();
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('storedFiles.none')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing="sm"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {files.map((file, index) => (
        <FileCard key={file.path} file={file} index={index} />
      ))}
    </SimpleGrid>
  );
}

/** One image (a news cover, a certificate, a partner logo) read through the client, or nothing while it loads. */
export function StoredImage({ path, alt, h = 80 }: { path: string; alt: string; h?: number }) {
  const { url } = useFileUrl(path);
  return url ? (
    <Image src={url} alt={alt} h={h} w="auto" fit="contain" radius="sm" />
  ) : (
    <Group h={h} w={h} bg="gray.1" style={{ borderRadius: 4 }} aria-hidden />
  );
}
