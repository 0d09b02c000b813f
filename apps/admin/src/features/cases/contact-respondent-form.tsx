import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminCaseView,
  emailSchema,
  type NotifyRespondentBody,
  notifyRespondentBody,
  RESPONDENT_CHANNELS,
  type RespondentChannel,
  type RespondentLinkSentView,
} from '@platform/contracts';
import { applyFieldErrors, useShowError } from '@platform/ui';
import { useId } from 'react';
import { schemaErrors } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useNotifyRespondent } from './respondent-api.ts';

const isChannel = (value: string): value is RespondentChannel =>
  (RESPONDENT_CHANNELS as readonly string[]).includes(value);

interface Values {
  channel: RespondentChannel;
  email: string;
  note: string;
}

const bodyOf = (values: Values): NotifyRespondentBody => ({
  channel: values.channel,
  email: values.channel === 'email' && values.email.trim() ? values.email.trim() : undefined,
  note: values.note.trim() || undefined,
});

/**
 * Contacts the respondent through the applicant's chosen channel: the link by e-mail, or a manual step (post, phone)
 * with the operator's note, after which the link is shown once to put in the letter or read out.
 */
export function ContactRespondentForm({
  found,
  onSent,
  onCancel,
}: {
  found: AdminCaseView;
  onSent: (sent: RespondentLinkSentView) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const notify = useNotifyRespondent(found.id);
  const channelId = useId();
  const contact = found.counterpartyContact?.trim() ?? '';
  const form = useForm<Values>({
    initialValues: {
      channel: isChannel(found.sendType) ? found.sendType : 'email',
      email: emailSchema.safeParse(contact).success ? contact : '',
      note: '',
    },
    validate: (values) => schemaErrors(notifyRespondentBody, bodyOf(values), i18n.language),
  });
  const { channel } = form.values;

  const submit = async (values: Values) => {
    try {
      const sent = await notify.mutateAsync(bodyOf(values));
      onSent(sent);
    } catch (error) {
      if (!applyFieldErrors(form, error)) showError(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))} aria-labelledby={channelId}>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={channelId}>
          {t('cases.respondent.contact.title')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${channelId}-channel`}>
            {t('cases.respondent.contact.channel')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${channelId}-channel`}
            data={RESPONDENT_CHANNELS.map((value) => ({ value, label: t(`cases.respondent.channels.${value}`) }))}
            {...form.getInputProps('channel')}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {channel === 'email' ? (
          <TextInput
            type="email"
            label={t('cases.respondent.contact.email')}
            description={t('cases.respondent.contact.emailHint')}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        ) : null}
        <Textarea
          label={t('cases.respondent.contact.note')}
          description={t('cases.respondent.contact.noteHint')}
          withAsterisk={channel !== 'email'}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
        <Group gap="sm">
          <Button type="submit" loading={notify.isPending}>
            {channel === 'email'
              ? t('cases.respondent.contact.submitEmail')
              : t('cases.respondent.contact.submitManual')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cases.respondent.contact.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
