// The thread's attachments as the respondent opens them: through their link's file door (they have no account, so a
// plain file address would not open). Images show as thumbnails; other files (PDF) are fetched when asked for.
import { Anchor, Button, Group, Image } from '@mantine/core';
import type { FileRefView } from '@platform/contracts';
import { useShowError, useTexts } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { respondentFile } from './api.ts';
import { saveFile } from './save-file.ts';
import { RESPOND } from './texts.ts';

const nameOf = (file: FileRefView) => file.name ?? file.path.split('/').pop() ?? '';

function Thumbnail({ file, token }: { file: FileRefView; token: string }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    let cancelled = false;
    respondentFile(token, file.path).then(
      (blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(new Blob([blob], { type: file.mime }));
        setHref(created);
      },
      () => {
        // A file that cannot be fetched is not shown; its name still is.
      },
    );
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [token, file.path, file.mime]);
  const name = nameOf(file);
  if (!href) return <span>{name}</span>;
  return (
    <Anchor href={href} target="_blank" rel="noopener" title={name} style={{ display: 'inline-block' }}>
      <Image src={href} alt={name} h={96} w="auto" maw={160} fit="contain" radius="sm" bg="gray.0" />
    </Anchor>
  );
}

function Download({ file, token }: { file: FileRefView; token: string }) {
  const { t } = useTexts(RESPOND);
  const showError = useShowError();
  const name = nameOf(file);
  const download = useMutation({
    mutationFn: () => respondentFile(token, file.path),
    onSuccess: (blob) => saveFile(blob, file.mime, name),
    onError: (error) => showError(error),
  });
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t('files.download', { name })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Button>
  );
}

/** A message's attachments for the respondent. */
export function RespondentFiles({ files, token }: { files: FileRefView[]; token: string }) {
  return (
    <Group gap="xs" align="flex-end">
      {files.map((file) =>
        file.mime.startsWith('image/') ? (
          <Thumbnail key={file.path} file={file} token={token} />
        ) : (
          <Download key={file.path} file={file} token={token} />
        ),
      )}
    </Group>
  );
}
