import { Anchor } from '@mantine/core';
import type { FileRefView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { fileUrl } from '../../lib/format.ts';
import { SHARED } from '../../lib/shared-texts.ts';
import { usePrivateFile } from '../../lib/use-private-file.ts';

/** A private file (evidence, report attachment), opened with the token through an object URL. */
export function FileLink({ file }: { file: FileRefView }) {
  const { t } = useTexts(SHARED);
  const href = usePrivateFile(api, fileUrl(file.path));
  const name = file.name ?? file.path.split('/').pop() ?? t('file');
  if (!href) return <span>{name}</span>;
  return (
    <Anchor href={href} target="_blank" rel="noopener" download={name} size="sm">
      {name}
    </Anchor>
  );
}
