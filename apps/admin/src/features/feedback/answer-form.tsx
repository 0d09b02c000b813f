import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminFeedbackView,
  type AnswerFeedbackBody,
  answerFeedbackBody,
  FEEDBACK_LIMITS,
} from '@platform/contracts';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useAnswerFeedback } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

export function AnswerForm({ item }: { item: AdminFeedbackView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const answer = useAnswerFeedback(item.id);
  const form = useForm<AnswerFeedbackBody>({
    initialValues: { answer: '' },
    validate: useSchemaValidator<AnswerFeedbackBody>(answerFeedbackBody),
  });
  const submit = useFormSubmit(form, {
    send: (values) => answer.mutateAsync({ answer: values.answer.trim() }),
    savedText: t('feedback.sent'),
    onSaved: () => form.reset(),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('feedback.item', { id: item.id })}>
      <Stack gap="xs">
        <Textarea
          label={t('feedback.answer')}
          description={item.userId === null ? t('feedback.contactAnswerHint') : t('feedback.answerHint')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          maxLength={FEEDBACK_LIMITS.answerMax}
          {...form.getInputProps('answer')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('feedback.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
