import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, RESPONDENT_LIMITS, type RespondentCaseView } from '@platform/contracts';
import { EmailCodeFields, toast, useMessage, useSchemaRule, useSendCode, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerAsRespondent, respondentCaseKey, sendRespondentCode } from './api.ts';
import { RESPOND } from './texts.ts';
import { useLinkRefused } from './use-link-refused.ts';

/** Taking part: a name and a confirmed e-mail address (a mailed code), which the mediator then writes to. */
export function TakePartForm({ view, token }: { view: RespondentCaseView; token: string }) {
  const { t } = useTexts(RESPOND);
  const say = useMessage();
  const rule = useSchemaRule();
  const showError = useShowError();
  const linkRefused = useLinkRefused(token);
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: '', email: view.contactEmail ?? '', code: '' },
    validate: {
      name: (value) => (value.trim() ? null : say('enterRespondentName')),
      email: rule(emailSchema),
      code: (value) => (!value.trim() ? say('enterCode') : /^\d{6}$/.test(value.trim()) ? null : say('codeWrong')),
    },
  });
  const { button, codeRef } = useSendCode(form, (email) =>
    sendRespondentCode(token, email).catch((error: unknown) => {
      linkRefused(error);
      throw error;
    }),
  );

  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      answerAsRespondent({
        token,
        answer: 'take_part',
        name: values.name.trim(),
        email: values.email.trim(),
        code: values.code.trim(),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(respondentCaseKey(token), updated);
      toast.success(t('takePart.done'));
    },
    onError: (error) => {
      if (!linkRefused(error)) showError(error, form);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))} aria-label={t('choices.take_part')}>
      <Stack gap="md">
        <TextInput
          label={t('takePart.name')}
          autoComplete="organization"
          maxLength={RESPONDENT_LIMITS.nameMax}
          withAsterisk
          {...form.getInputProps('name')}
        />
        <EmailCodeFields
          labels={{ email: t('takePart.email'), code: t('takePart.code') }}
          email={{ ...form.getInputProps('email'), description: t('takePart.emailHint') }}
          code={form.getInputProps('code')}
          codeRef={codeRef}
          button={{ ...button, label: t('takePart.sendCode'), disabled: mutation.isPending }}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('takePart.submit')}
        </Button>
      </Stack>
    </form>
  );
}
