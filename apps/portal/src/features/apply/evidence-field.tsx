import { Button, Checkbox, Group, Input, List, Text } from '@mantine/core';
import { MEDIATION_LIMITS } from '@platform/contracts';
import { UploadMany, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import { APPLY } from './texts.ts';

export interface EvidenceFile {
  path: string;
  name: string;
  /** The respondent may open it once they take part (else the mediator alone sees it). */
  shared: boolean;
}

interface EvidenceFieldProps {
  files: EvidenceFile[];
  /** An update of the list: uploads finish one after another, each adding to the list as it is then. */
  onChange: (update: (files: EvidenceFile[]) => EvidenceFile[]) => void;
  error?: ReactNode;
  onBusyChange?: (busy: boolean) => void;
}

/** The name the server kept for the upload, else the name of the file picked. */
const nameOf = (data: unknown, picked: string) =>
  data && typeof data === 'object' && 'name' in data && typeof data.name === 'string' && data.name ? data.name : picked;

/**
 * Evidence files, several at a time (picked or dropped), each uploaded at once through /api/file/uploadOne (private to
 * the applicant and the mediator), up to MEDIATION_LIMITS.evidenceMax.
 */
export function EvidenceField({ files, onChange, error, onBusyChange }: EvidenceFieldProps) {
  const { t } = useTexts(APPLY);
  const full = files.length >= MEDIATION_LIMITS.evidenceMax;
  return (
    <Input.Wrapper error={error}>
      <Text size="sm" c="gray.7" mb="xs">
        {t('shareHint')}
      </Text>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noEvidence')}
        </Text>
      ) : (
        <List spacing={4} size="sm" data-testid="evidence-list">
          {files.map((file) => (
            <List.Item key={file.path}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" truncate="end" maw={260}>
                  {file.name}
                </Text>
                <Checkbox
                  size="xs"
                  label={t('shareFile')}
                  aria-label={t('shareFileNamed', { name: file.name })}
                  checked={file.shared}
                  onChange={(event) => {
                    const shared = event.currentTarget.checked;
                    onChange((current) => current.map((f) => (f.path === file.path ? { ...f, shared } : f)));
                  }}
                />
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="compact-xs"
                  onClick={() => onChange((current) => current.filter((f) => f.path !== file.path))}
                  aria-label={t('remove', { name: file.name })}
                >
                  ×
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        {full ? (
          <Text size="sm" c="gray.7" role="status">
            {t('evidenceFull', { max: MEDIATION_LIMITS.evidenceMax })}
          </Text>
        ) : (
          <UploadMany
            client={api}
            label={t('addFiles')}
            description={t('evidenceHint')}
            room={MEDIATION_LIMITS.evidenceMax - files.length}
            max={MEDIATION_LIMITS.evidenceMax}
            onBusyChange={onBusyChange}
            onUploaded={(uploaded, picked) =>
              onChange((current) =>
                [...current, { path: uploaded.path, name: nameOf(uploaded.data, picked.name), shared: true }].slice(
                  0,
                  MEDIATION_LIMITS.evidenceMax,
                ),
              )
            }
          />
        )}
      </div>
    </Input.Wrapper>
  );
}
