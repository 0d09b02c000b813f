import { Button, Group, Stack, Text } from '@mantine/core';
import type { FILE_VISIBILITY } from '@platform/contracts';
import { Upload } from '@platform/ui';
import type { ReactNode } from 'react';
import { api } from '../api.ts';
import { useAppTexts } from '../texts.ts';
import type { ShownFile } from './file-list.tsx';

interface AttachmentsFieldProps {
  label: ReactNode;
  description?: ReactNode;
  value: ShownFile[];
  onChange(files: ShownFile[]): void;
  max: number;
  visibility?: (typeof FILE_VISIBILITY)[number];
  error?: ReactNode;
}

/** Several files: each is uploaded when picked and listed with a way to remove it before the form is saved. */
export function AttachmentsField({
  label,
  description,
  value,
  onChange,
  max,
  visibility,
  error,
}: AttachmentsFieldProps) {
  const { t } = useAppTexts();
  return (
    <Stack gap="xs">
      <Upload
        client={api}
        label={label}
        description={description ?? t('storedFiles.limit', { count: max })}
        value={null}
        visibility={visibility}
        disabled={value.length >= max}
        error={error}
        onChange={(file) => {
          if (file && !value.some((f) => f.path === file.path)) {
            const name = (file.data as { name?: string | null } | null)?.name ?? null;
            onChange([...value, { path: file.path, name }]);
          }
        }}
      />
      {value.length > 0 ? (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {value.map((file) => {
            const name = file.name || (file.path.split('/').pop() ?? file.path);
            return (
              <Group component="li" key={file.path} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red.8"
                  onClick={() => onChange(value.filter((f) => f.path !== file.path))}
                  aria-label={t('storedFiles.remove', { name })}
                >
                  {t('common:removeFile')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
