// Several files at once, picked or dropped, each checked and uploaded in turn (the portal's evidence).
import { Box, Button, Group, Input, List, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type Client, isApiError, type UploadResult } from '@platform/client';
import type { FILE_VISIBILITY } from '@platform/contracts';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { checkUploadSize, planUploads, UPLOAD_ACCEPT, uploadFields } from './upload-check.ts';

export interface UploadManyProps {
  client: Pick<Client, 'upload'>;
  label: ReactNode;
  description?: ReactNode;
  /** How many more files may be added now; files past it are refused with a message naming them. */
  room: number;
  /** The whole limit, for that message. */
  max: number;
  /** Called once per file uploaded, in the order picked. */
  onUploaded: (file: UploadResult, picked: File) => void;
  visibility?: (typeof FILE_VISIBILITY)[number];
  maxBytes?: number;
  accept?: string;
  disabled?: boolean;
  error?: ReactNode;
  /** Told when a batch starts and ends, so a form can hold its submit (`useUploadsBusy`). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A "Choose files" button (the picker allows several) inside a drop target. Each file is checked alone (type, size),
 * the good ones are uploaded one after another up to `room`, and every file left out is named with its reason.
 */
export function UploadMany({ client, label, description, room, max, onUploaded, ...props }: UploadManyProps) {
  const { t } = useTexts(COMMON);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;
  const accept = props.accept ?? UPLOAD_ACCEPT;
  const disabled = props.disabled || busy || room <= 0;

  async function add(files: File[]) {
    if (files.length === 0 || busy) return;
    const plan = planUploads(files, room, { maxBytes: props.maxBytes, accept });
    const found: string[] = [
      ...plan.notAccepted.map((file) => t('fileNotAccepted', { name: file.name })),
      ...plan.tooLarge.map((file) =>
        t('fileTooLargeNamed', { name: file.name, size: checkUploadSize(file, props.maxBytes)?.sizeMb }),
      ),
    ];
    if (plan.overLimit.length > 0)
      found.push(t('tooManyFiles', { max, names: plan.overLimit.map((file) => file.name).join(', ') }));
    setProblems(found);
    if (plan.send.length === 0) return;
    props.onBusyChange?.(true);
    try {
      for (const [index, file] of plan.send.entries()) {
        setProgress({ current: index + 1, total: plan.send.length });
        try {
          onUploaded(await client.upload(file, { fields: uploadFields(props.visibility ?? 'private', accept) }), file);
        } catch (error) {
          if (isApiError(error) && error.silent) continue;
          const reason = isApiError(error) && error.kind === 'api' && error.msg ? error.msg : t('uploadFail');
          setProblems((shown) => [...shown, t('fileUploadFailed', { name: file.name, reason })]);
        }
      }
    } finally {
      setProgress(null);
      props.onBusyChange?.(false);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void add([...event.dataTransfer.files]);
  }

  const error = props.error;
  const describedBy = [description ? `${id}-description` : '', problems.length ? `${id}-problems` : '']
    .join(' ')
    .trim();
  return (
    <Input.Wrapper id={id} labelElement="div" label={label} description={description} error={error}>
      <Box
        mt={4}
        p="md"
        data-testid="upload-drop-target"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={(event: DragEvent) => {
          // Moving over the button or the text inside is not leaving.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        style={{
          border: `1px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-5'})`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
            void add(files);
          }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            loading={busy}
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={describedBy || undefined}
          >
            <span id={`${id}-action`}>{t('chooseFiles')}</span>
          </Button>
          <Text size="sm" c="dimmed">
            {dragging ? t('dropToAdd') : t('orDropFiles')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt={progress ? 'xs' : 0} aria-live="polite">
          {progress ? t('uploadingCount', progress) : ''}
        </Text>
      </Box>
      {problems.length > 0 && (
        <div id={`${id}-problems`} role="alert">
          <List size="sm" c="var(--mantine-color-error)" mt="xs">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </div>
      )}
    </Input.Wrapper>
  );
}
