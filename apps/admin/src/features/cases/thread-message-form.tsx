// The mediator's write box: to both parties or to one alone (caucus), with attachments uploaded as they are picked.
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MessageAudience, THREAD_LIMITS } from '@platform/contracts';
import { AttachmentsField, toast, useShowError, useUploadsBusy } from '@platform/ui';
import { api } from '../../shared/api.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useSendMediatorMessage } from './thread-api.ts';

interface Values {
  audience: MessageAudience;
  body: string;
  attachments: { path: string; name: string }[];
}

const _nameOf = (data: unknown, fallback: string) => {
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : fallback;
};

export function ThreadMessageForm({ caseId }: { caseId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
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
        <AttachmentsField
          client={api}
          label={t('cases.thread.write.files')}
          description={t('cases.thread.write.filesHint', { max: THREAD_LIMITS.attachmentsMax })}
          files={attached}
          onChange={(update) => form.setFieldValue('attachments', update)}
          max={THREAD_LIMITS.attachmentsMax}
          removeLabel={(name) => t('cases.thread.write.remove', { name })}
          onBusyChange={uploads.onBusyChange}
          error={form.errors.attachments}
        />
        <Button type="submit" loading={send.isPending} disabled={uploads.busy} style={{ alignSelf: 'flex-start' }}>
          {t('cases.thread.write.submit')}
        </Button>
      </Stack>
    </form>
  );
}
