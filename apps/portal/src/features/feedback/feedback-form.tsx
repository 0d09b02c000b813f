import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createFeedbackBody,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_FORM_CATEGORIES,
  FEEDBACK_LIMITS,
} from '@platform/contracts';
import { DraftNotice, toast, useFormDraft, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormat } from '../../lib/format.ts';
import { useSchemaValidate } from '../../lib/schema-form.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { ImageUpload } from '../../lib/ui/image-upload.tsx';
import { DROPDOWN_BELOW } from '../../lib/ui/select-props.ts';
import { useHeldSubmit } from '../../lib/use-held-submit.ts';
import { addFeedback } from './api.ts';
import { FEEDBACK } from './texts.ts';

const EMPTY = { category: '', content: '', contact: '', image: '' };
type Values = typeof EMPTY;

/** Category, content, optional contact and optional image (POST /api/feedback/add). */
export function FeedbackForm() {
  const { t } = useTexts(FEEDBACK);
  const say = useMessage();
  const format = useFormat();
  const showError = useShowError();
  const queryClient = useQueryClient();
  // What was typed survives an expired session (the log-in page brings the user back here) until it is sent.
  const draft = useFormDraft('feedback', useSignedInUser()?.userId, EMPTY);
  const form = useForm<Values>({
    initialValues: draft.initialValues,
    onValuesChange: draft.save,
    validate: useSchemaValidate<Values>(createFeedbackBody),
  });
  const startAgain = () => {
    form.setInitialValues(EMPTY);
    form.reset();
    draft.clear();
  };
  const mutation = useMutation({
    mutationFn: (values: Values) => addFeedback(values as Parameters<typeof addFeedback>[0]),
    onSuccess: () => {
      toast.success(say('feedbackSent'));
      startAgain();
      void queryClient.invalidateQueries({ queryKey: ['feedback', 'mine'] });
    },
    onError: (error) => showError(error, form),
  });
  const grouped = (n: number) => n.toLocaleString(format.language === 'zh' ? 'zh-CN' : 'en-GB');
  const { submit, sending, onBusyChange } = useHeldSubmit(mutation);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {draft.restored && <DraftNotice onDiscard={startAgain} />}
        <Select
          comboboxProps={DROPDOWN_BELOW}
          label={t('category')}
          data={FEEDBACK_FORM_CATEGORIES.map((value) => ({
            value,
            label: format.label(FEEDBACK_CATEGORY_LABELS, value),
          }))}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        {/* No maxlength: a browser would cut a long paste without a word; the count says the limit, and a text
            over it is refused with how much to shorten (STACK gotcha 18). */}
        <Textarea
          label={t('content')}
          description={
            <span aria-live="polite" data-testid="feedback-count">
              {t('contentCount', {
                count: form.values.content.length,
                shown: grouped(form.values.content.length),
                max: grouped(FEEDBACK_LIMITS.contentMax),
              })}
            </span>
          }
          autosize
          minRows={4}
          maxRows={16}
          withAsterisk
          {...form.getInputProps('content')}
          error={
            form.values.content.length > FEEDBACK_LIMITS.contentMax
              ? t('contentTooLong', {
                  over: grouped(form.values.content.length - FEEDBACK_LIMITS.contentMax),
                  max: grouped(FEEDBACK_LIMITS.contentMax),
                })
              : form.errors.content
          }
        />
        <TextInput
          label={t('contact')}
          description={t('contactHint')}
          maxLength={FEEDBACK_LIMITS.contactMax}
          {...form.getInputProps('contact')}
        />
        <ImageUpload
          label={t('image')}
          description={t('imageHint')}
          path={form.values.image}
          onPath={(path) => form.setFieldValue('image', path)}
          onBusyChange={onBusyChange}
          error={form.errors.image}
        />
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
