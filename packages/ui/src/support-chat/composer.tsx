import { ActionIcon, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { fieldErrorsOf, isApiError } from '@platform/client';
import { SUPPORT_LIMITS } from '@platform/contracts';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { checkUploadSize } from '../forms/upload-check.ts';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { SUPPORT_CHAT_NS } from './texts.ts';
import type { ChatClient } from './use-support-chat.ts';

export interface ComposerProps {
  onSend: (message: { text: string; attachment?: string }) => Promise<unknown>;
  onTyping?: () => void;
  /** With a client, an image can be attached (uploaded first through /file/uploadOne). */
  uploadClient?: ChatClient;
  disabled?: boolean;
}

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

function PaperclipIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21.4 11.1 12.2 20.3a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </svg>
  );
}

/** The message box: Enter sends, Shift+Enter is a new line; errors from the server are shown under it. */
export function Composer({ onSend, onTyping, uploadClient, disabled }: ComposerProps) {
  const { t } = useTexts(SUPPORT_CHAT_NS);
  const { t: common } = useTexts(COMMON);
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<{ path: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attach(file: File | null) {
    if (!file || !uploadClient) return;
    setError(null);
    const refusal = checkUploadSize(file);
    if (refusal) {
      setError(common('sizeExceeded', { size: refusal.sizeMb }));
      return;
    }
    setUploading(true);
    try {
      const result = await uploadClient.upload(file);
      setAttachment({ path: result.path, name: file.name });
    } catch (e) {
      if (isApiError(e) && e.silent) return;
      setError(isApiError(e) && e.kind === 'api' && e.msg ? e.msg : common('uploadFail'));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (busy || (!trimmed && !attachment)) return;
    setBusy(true);
    setError(null);
    try {
      await onSend({ text: trimmed, ...(attachment ? { attachment: attachment.path } : {}) });
      setText('');
      setAttachment(null);
    } catch (e) {
      if (isApiError(e) && e.silent) return;
      const fields = fieldErrorsOf(e);
      setError(fields.text ?? fields.attachment ?? (isApiError(e) ? e.msg : common('networkError')));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        {attachment && (
          <Group gap={4} wrap="nowrap">
            <Text size="xs" truncate>
              {t('attached')}: {attachment.name}
            </Text>
            <CloseButton size="sm" aria-label={t('removeAttachment')} onClick={() => setAttachment(null)} />
          </Group>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {uploadClient && (
            <FileButton onChange={(f) => void attach(f)} accept={IMAGE_ACCEPT} disabled={disabled || uploading}>
              {(props) => (
                <ActionIcon
                  {...props}
                  variant="default"
                  size="lg"
                  loading={uploading}
                  aria-label={t('attach')}
                  disabled={disabled}
                >
                  <PaperclipIcon />
                </ActionIcon>
              )}
            </FileButton>
          )}
          <Textarea
            style={{ flex: 1 }}
            aria-label={t('message')}
            placeholder={t('placeholder')}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={SUPPORT_LIMITS.textMax}
            value={text}
            disabled={disabled}
            error={error}
            onKeyDown={onKeyDown}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (e.currentTarget.value) onTyping?.();
            }}
          />
          <Button type="submit" loading={busy} disabled={disabled || (!text.trim() && !attachment)}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
