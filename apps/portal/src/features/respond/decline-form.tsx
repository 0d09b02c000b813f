import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESPONDENT_LIMITS } from '@platform/contracts';
import { COMMON, confirm, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerAsRespondent, respondentCaseKey } from './api.ts';
import { RESPOND } from './texts.ts';
import { useLinkRefused } from './use-link-refused.ts';

/** Declining, with a reason the mediator passes on; asked once more before it is sent, since it ends the mediation. */
export function DeclineForm({ token }: { token: string }) {
  const { t } = useTexts(RESPOND);
  const { t: tc } = useTexts(COMMON);
  const say = useMessage();
  const showError = useShowError();
  const linkRefused = useLinkRefused(token);
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : say('reasonRequired')) },
  });
  const mutation = useMutation({
    mutationFn: (reason: string) => answerAsRespondent({ token, answer: 'decline', reason }),
    onSuccess: (updated) => {
      queryClient.setQueryData(respondentCaseKey(token), updated);
      toast.success(t('decline.done'));
    },
    onError: (error) => {
      if (!linkRefused(error)) showError(error, form);
    },
  });
  const submit = ({ reason }: { reason: string }) =>
    confirm({
      title: t('decline.confirmTitle'),
      content: t('decline.confirmText'),
      okLabel: t('decline.confirmOk'),
      cancelLabel: tc('cancel'),
      danger: true,
      onOk: () => mutation.mutate(reason.trim()),
    });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('choices.decline')}>
      <Stack gap="md">
        <Textarea
          label={t('decline.reason')}
          description={t('decline.reasonHint')}
          maxLength={RESPONDENT_LIMITS.reasonMax}
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('reason')}
        />
        <Button
          type="submit"
          color="red"
          variant="outline"
          loading={mutation.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('decline.submit')}
        </Button>
      </Stack>
    </form>
  );
}
