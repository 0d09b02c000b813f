// The write box under the conversation: a message and files uploaded as they are picked (as the signed-in user, or
// through the respondent's link).
import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Client } from '@platform/client';
import { THREAD_LIMITS } from '@platform/contracts';
import { AttachmentsField, toast, useMessage, useShowError, useTexts, useUploadsBusy } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api.ts';
import { CASE_THREAD } from './texts.ts';

interface Attached {
  path: string;
  name: string;
}

interface Values {
  body: string;
  attachments: Attached[];
}

export interface MessageFormProps {
  onSend: (body: string, attachments: string[]) => Promise<unknown>;
  /** Whether this party may attach files. */
  uploads: boolean;
  /** Where files are uploaded, when not as the signed-in user (the respondent's link). */
  uploadClient?: Pick<Client, 'upload'> | undefined;
  /** A refusal the page handles itself (the link ended); true when handled. */
  onRefused?: (error: unknown) => boolean;
}

const _nameOf = (data: unknown, fallback: string) => {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : fallback;
};

export function MessageForm({ onSend, uploads, uploadClient, onRefused }: MessageFormProps) {
  const { t } = useTexts(CASE_THREAD);
  const say = useMessage();
  const showError = useShowError();
  const busy = useUploadsBusy();
  const form = useForm<Values>({
    initialValues: { body: '', attachments: [] },
    validate: { body: (value) => (value.trim() ? null : say('writeMessage')) },
  });
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      onSend(
        values.body.trim(),
        values.attachments.map((file) => file.path),
      ),
    onSuccess: () => {
      form.reset();
      toast.success(t('write.sent'));
    },
    onError: (error) => {
      if (!onRefused?.(error)) showError(error, form);
    },
  });
  const attached = form.values.attachments;

  return (
    <form noValidate aria-label={t('write.title')} onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <Textarea
          label={t('write.body')}
          description={uploads ? undefined : t('write.noUploads')}
          maxLength={THREAD_LIMITS.bodyMax}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('body')}
        />
        {uploads && (
          <AttachmentsField
            client={uploadClient ?? api}
            label={t('write.files')}
            description={t('write.filesHint', { max: THREAD_LIMITS.attachmentsMax })}
            files={attached}
            onChange={(update) => form.setFieldValue('attachments', update)}
            max={THREAD_LIMITS.attachmentsMax}
            removeLabel={(name) => t('write.remove', { name })}
            onBusyChange={busy.onBusyChange}
            error={form.errors.attachments}
          />
        )}
        <Button type="submit" loading={mutation.isPending} disabled={busy.busy} style={{ alignSelf: 'flex-start' }}>
          {t('write.submit')}
        </Button>
      </Stack>
    </form>
  );
}
