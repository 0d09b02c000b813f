// The mediator's write box: to both parties or to one alone (caucus), with attachments uploaded as they are picked.
import { Button, CloseButton, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MessageAudience, THREAD_LIMITS } from '@platform/contracts';
import { toast, UploadMany, useShowError, useUploadsBusy } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { useSendMediatorMessage } from './thread-api.ts';

interface Values {
  audience: MessageAudience;
  body: string;
  attachments: { path: string; name: string }[];
}

const nameOf = (data: unknown, fallback: string) => {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : fallback;
};

export function ThreadMessageForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const uploads = useUploadsBusy();
  const send = useSendMediatorMessage(caseId);
  const form = useForm<Values>({
    initialValues: { audience: 'all', body: '', attachments: [] },
    validate: { body: (value) => (value.trim() ? null : t('messages:writeMessage')) },
  });
  const attached = form.values.attachments;

  return (
    <form
      noValidate
      aria-label={t('cases.thread.write.title')}
      onSubmit={form.onSubmit((values) =>
        send.mutate(
          { audience: values.audience, body: values.body.trim(), attachments: values.attachments.map((f) => f.path) },
          {
            onSuccess: () => {
              form.reset();
              toast.success(t('cases.thread.write.sent'));
            },
            onError: (error) => showError(error, form),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Radio.Group label={t('cases.thread.write.audience')} {...form.getInputProps('audience')}>
          <Group gap="md" mt={4}>
            {(['all', 'applicant', 'respondent'] as const).map((audience) => (
              <Radio key={audience} value={audience} label={t(`cases.thread.write.${audience}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('cases.thread.write.body')}
          maxLength={THREAD_LIMITS.bodyMax}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('body')}
        />
        {attached.length > 0 && (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {attached.map((file) => (
              <Group component="li" key={file.path} gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('cases.thread.write.remove', { name: file.name })}
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
          label={t('cases.thread.write.files')}
          description={t('cases.thread.write.filesHint', { max: THREAD_LIMITS.attachmentsMax })}
          room={THREAD_LIMITS.attachmentsMax - attached.length}
          max={THREAD_LIMITS.attachmentsMax}
          onBusyChange={uploads.onBusyChange}
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
        <Button type="submit" loading={send.isPending} disabled={uploads.busy} style={{ alignSelf: 'flex-start' }}>
          {t('cases.thread.write.submit')}
        </Button>
      </Stack>
    </form>
  );
}
