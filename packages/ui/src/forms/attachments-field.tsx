// Files attached to a message: the list with a remove button each, and the picker that adds up to the limit. The
// form keeps the list; this shows it and changes it through `onChange`.
import { CloseButton, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UploadMany, type UploadManyProps } from './upload-many.tsx';

export interface AttachedFile {
  path: string;
  name: string;
}

export interface AttachmentsFieldProps extends Pick<UploadManyProps, 'client' | 'label' | 'onBusyChange' | 'error'> {
  files: readonly AttachedFile[];
  onChange: (update: (current: AttachedFile[]) => AttachedFile[]) => void;
  max: number;
  description?: ReactNode;
  /** The remove button's accessible name for a file. */
  removeLabel: (name: string) => string;
}

/** The name the upload answered with, else the picked file's. */
const nameOf = (data: unknown, fallback: string) => {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : fallback;
};

export function AttachmentsField({ files, onChange, max, removeLabel, ...upload }: AttachmentsFieldProps) {
  return (
    <>
      {files.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group component="li" key={file.path} gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={removeLabel(file.name)}
                onClick={() => onChange((current) => current.filter((other) => other.path !== file.path))}
              />
            </Group>
          ))}
        </Stack>
      )}
      <UploadMany
        {...upload}
        room={max - files.length}
        max={max}
        onUploaded={(uploaded, picked) =>
          onChange((current) =>
            [...current, { path: uploaded.path, name: nameOf(uploaded.data, picked.name) }].slice(0, max),
          )
        }
      />
    </>
  );
}
