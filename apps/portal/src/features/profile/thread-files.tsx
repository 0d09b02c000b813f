import { Anchor, Group, Image } from '@mantine/core';
import type { FileRefView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { fileUrl } from '../../lib/format.ts';
import { SHARED } from '../../lib/shared-texts.ts';
import { usePrivateFile } from '../../lib/use-private-file.ts';
import { FileLink } from './file-link.tsx';

/** An attached image as a thumbnail that opens it in a new tab, read with the token. */
function Thumbnail({ file }: { file: FileRefView }) {
  const { t } = useTexts(SHARED);
  const href = usePrivateFile(api, fileUrl(file.path));
  const name = file.name ?? file.path.split('/').pop() ?? t('file');
  if (!href) return <span>{name}</span>;
  return (
    <Anchor href={href} target="_blank" rel="noopener" title={name} style={{ display: 'inline-block' }}>
      <Image src={href} alt={name} h={96} w="auto" maw={160} fit="contain" radius="sm" bg="gray.0" />
    </Anchor>
  );
}

/** A message's attachments: images as thumbnails, other files (PDF) as links. */
export function ThreadFiles({ files }: { files: FileRefView[] }) {
  return (
    <Group gap="xs" align="flex-end">
      {files.map((file) =>
        file.mime.startsWith('image/') ? (
          <Thumbnail key={file.path} file={file} />
        ) : (
          <FileLink key={file.path} file={file} />
        ),
      )}
    </Group>
  );
}
