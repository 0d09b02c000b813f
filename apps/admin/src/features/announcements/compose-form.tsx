import { Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementAudience,
  announcementBody,
  INBOX_MESSAGES,
} from '@platform/contracts';
import { textsUnder, toast, useShowError } from '@platform/ui';
import { useId, useState } from 'react';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useLocalized } from '../../shared/localized.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { type AnnouncementBody, useAnnounce } from './api.ts';
import { ConfirmSend } from './confirm-send.tsx';
import type { ScreenTexts } from './i18n.ts';

interface Values {
  /** Empty until the operator chooses: an announcement's reach is never a default. */
  audience: AnnouncementAudience | '';
  title: string;
  body: string;
}

const emptyValues: Values = { audience: '', title: '', body: '' };

const toBody = (values: Values) =>
  ({ audience: values.audience, title: values.title.trim(), body: values.body.trim() }) as AnnouncementBody;

/**
 * An admin writes an announcement and chooses its audience; a confirmation says who will receive it before anything is
 * sent. The form checks what the server checks (the same schema), and errors the server still finds go on their fields.
 */
export function ComposeForm() {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const showError = useShowError();
  const announce = useAnnounce();
  const headingId = useId();
  const validate = useSchemaValidator<AnnouncementBody>(announcementBody);
  const form = useForm<Values>({ initialValues: emptyValues, validate: (values) => validate(toBody(values)) });
  // What the confirmation shows, and sends on Ok; null while it is closed.
  const [confirming, setConfirming] = useState<AnnouncementBody | null>(null);
  const c = textsUnder(t, 'announcements.compose');
  const count = (value: string, max: number) => c('count', { count: value.length, max });

  const send = async () => {
    if (!confirming) return;
    try {
      await announce.mutateAsync(confirming);
      setConfirming(null);
      form.reset();
      toast.success(localized(INBOX_MESSAGES.announcementSent));
    } catch (error) {
      setConfirming(null);
      showError(error, form);
    }
  };

  return (
    <Paper withBorder p="md" maw={800} component="section" aria-labelledby={headingId}>
      <form onSubmit={form.onSubmit((values) => setConfirming(toBody(values)))} noValidate>
        <Stack>
          <Title order={2} size="h4" id={headingId}>
            {c('heading')}
          </Title>
          <Radio.Group label={c('audience')} withAsterisk {...form.getInputProps('audience')}>
            <Stack gap="xs" mt="xs" mb={6}>
              {ANNOUNCEMENT_AUDIENCES.map((audience) => (
                <Radio
                  key={audience}
                  value={audience}
                  label={t(`announcements.audiences.${audience}`)}
                  description={t(`announcements.audienceHints.${audience}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {c('asWritten')}
          </Text>
          <TextInput
            label={c('title')}
            description={count(form.values.title, ANNOUNCEMENT_LIMITS.titleMax)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            maxLength={ANNOUNCEMENT_LIMITS.titleMax}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={c('body')}
            description={count(form.values.body, ANNOUNCEMENT_LIMITS.bodyMax)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={ANNOUNCEMENT_LIMITS.bodyMax}
            {...form.getInputProps('body')}
          />
          <Group justify="flex-end">
            <Button type="submit">{c('review')}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmSend
        announcement={confirming}
        sending={announce.isPending}
        onCancel={() => setConfirming(null)}
        onSend={send}
      />
    </Paper>
  );
}
