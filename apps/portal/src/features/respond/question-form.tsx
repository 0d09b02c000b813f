import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESPONDENT_LIMITS } from '@platform/contracts';
import { useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerAsRespondent, respondentCaseKey } from './api.ts';
import { RESPOND } from './texts.ts';
import { useLinkRefused } from './use-link-refused.ts';

/** A question for the mediator before deciding; the answer comes by e-mail, and the choices stay open. */
export function QuestionForm({ token }: { token: string }) {
  const { t } = useTexts(RESPOND);
  const say = useMessage();
  const showError = useShowError();
  const linkRefused = useLinkRefused(token);
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { question: '' },
    validate: { question: (value) => (value.trim() ? null : say('enterQuestion')) },
  });
  const mutation = useMutation({
    mutationFn: (question: string) => answerAsRespondent({ token, answer: 'question', question }),
    onSuccess: (updated) => {
      queryClient.setQueryData(respondentCaseKey(token), updated);
      form.reset();
    },
    onError: (error) => {
      if (!linkRefused(error)) showError(error, form);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ question }) => mutation.mutate(question.trim()))}
      aria-label={t('choices.question')}
    >
      <Stack gap="md">
        {mutation.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="question-sent">
            {t('question.sent')}
          </Alert>
        )}
        <Textarea
          label={t('question.text')}
          maxLength={RESPONDENT_LIMITS.questionMax}
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('question')}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('question.submit')}
        </Button>
      </Stack>
    </form>
  );
}
