import { Button, Group, Input, List, Text } from '@mantine/core';
import { MEDIATION_LIMITS } from '@platform/contracts';
import { Upload } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { APPLY } from './texts.ts';

export interface EvidenceFile {
  path: string;
  name: string;
}

interface EvidenceFieldProps {
  files: EvidenceFile[];
  onChange: (files: EvidenceFile[]) => void;
  error?: ReactNode;
}

const nameOf = (data: unknown, path: string) =>
  data && typeof data === 'object' && 'name' in data && typeof data.name === 'string' && data.name
    ? data.name
    : (path.split('/').pop() ?? path);

/** Evidence files, each uploaded at once through /api/file/uploadOne (private to the applicant and the mediator). */
export function EvidenceField({ files, onChange, error }: EvidenceFieldProps) {
  const { t } = useTranslation(APPLY);
  const full = files.length >= MEDIATION_LIMITS.evidenceMax;
  return (
    <Input.Wrapper error={error}>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noEvidence')}
        </Text>
      ) : (
        <List spacing={4} size="sm" data-testid="evidence-list">
          {files.map((file) => (
            <List.Item key={file.path}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" truncate="end" maw={260}>
                  {file.name}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="compact-xs"
                  onClick={() => onChange(files.filter((f) => f.path !== file.path))}
                  aria-label={t('remove', { name: file.name })}
                >
                  ×
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {!full && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <Upload
            client={api}
            label={t('addFile')}
            description={t('evidenceHint')}
            value={null}
            onChange={(uploaded) => {
              if (uploaded) onChange([...files, { path: uploaded.path, name: nameOf(uploaded.data, uploaded.path) }]);
            }}
          />
        </div>
      )}
    </Input.Wrapper>
  );
}
