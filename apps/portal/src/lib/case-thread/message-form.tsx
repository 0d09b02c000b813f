// The write box under the conversation: a message and, for a party with an account, files uploaded as they are picked.
import { Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { THREAD_LIMITS } from '@platform/contracts';
import { toast, UploadMany, useMessage, useShowError, useUploadsBusy } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  /** Whether this party may attach files (the respondent has no account, so no uploads). */
  uploads: boolean;
  /** A refusal the page handles itself (the link ended); true when handled. */
  onRefused?: (error: unknown) => boolean;
}

const nameOf = (data: unknown, fallback: string) => {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : fallback;
};

export function MessageForm({ onSend, uploads, onRefused }: MessageFormProps) {
  const { t } = useTranslation(CASE_THREAD);
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
          <>
            {attached.length > 0 && (
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                {attached.map((file) => (
                  <Group component="li" key={file.path} gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={t('write.remove', { name: file.name })}
                      onClick={() =>
                        form.setFieldValue(
                          'attachments',
                          attached.filter((other) => other.path !== file.path),
                        )
                      }
                    />
                  </Group>
                ))}
              </Stack>
            )}
            <UploadMany
              client={api}
              label={t('write.files')}
              description={t('write.filesHint', { max: THREAD_LIMITS.attachmentsMax })}
              room={THREAD_LIMITS.attachmentsMax - attached.length}
              max={THREAD_LIMITS.attachmentsMax}
              onBusyChange={busy.onBusyChange}
              error={form.errors.attachments}
              onUploaded={(uploaded, picked) =>
                form.setFieldValue('attachments', (current) =>
                  [...current, { path: uploaded.path, name: nameOf(uploaded.data, picked.name) }].slice(
                    0,
                    THREAD_LIMITS.attachmentsMax,
                  ),
                )
              }
            />
          </>
        )}
        <Button type="submit" loading={mutation.isPending} disabled={busy.busy} style={{ alignSelf: 'flex-start' }}>
          {t('write.submit')}
        </Button>
      </Stack>
    </form>
  );
}
