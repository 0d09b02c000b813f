import { Group } from '@mantine/core';
import { Upload } from '@platform/ui';
import type { ReactNode } from 'react';
import { api } from '../api.ts';
import { fileAddress } from '../files/use-file-url.ts';
import { useAppTexts } from '../texts.ts';

interface FieldProps<T> {
  value?: T;
  onChange(value: T): void;
  error?: ReactNode;
}

/** An image everyone may see (cover, logo, certificate scan): uploaded as a public file, kept as its path. */
export function PublicImageField({ label, value, onChange, error }: FieldProps<string> & { label: string }) {
  const { t } = useAppTexts();
  return (
    <Upload
      client={api}
      label={label}
      description={t('content.imageHint')}
      accept="image/png,image/jpeg,image/gif,image/webp"
      visibility="public"
      value={value ? fileAddress(value) : null}
      onChange={(file) => onChange(file?.path ?? '')}
      error={error}
    />
  );
}

/** Two short fields side by side on a desktop, stacked on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
      {children}
    </Group>
  );
}
