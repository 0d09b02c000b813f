import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '@platform/client';
import type { MessageKey } from '@platform/contracts';
import { applyFieldErrors, toast, useMessage, useTexts } from '@platform/ui';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type PopupState, usePopups } from '../../lib/popups.ts';
import { AUTH } from './texts.ts';

/** The spec's two global account popups; each has its texts under its own key. */
type Popup = 'signUp' | 'forgotPassword';

const STATE: Record<Popup, { opened: (s: PopupState) => boolean; close: (s: PopupState) => () => void }> = {
  signUp: { opened: (s) => s.signUpOpen, close: (s) => s.closeSignUp },
  forgotPassword: { opened: (s) => s.forgotPasswordOpen, close: (s) => s.closeForgotPassword },
};

type Submission<Values> = UseMutationResult<unknown, Error, Values>;

/**
 * Sends a popup's form. On success it says `done`, closes and clears the popup, runs `then` (what else the success
 * ends) and opens /login with the email filled in (spec section 2); a refusal goes on the fields it names.
 */
export function usePopupSubmission<Values extends { email: string }>(
  popup: Popup,
  form: UseFormReturnType<Values>,
  send: (values: Values) => Promise<unknown>,
  done: MessageKey,
  then?: () => void,
): Submission<Values> {
  const say = useMessage();
  const navigate = useNavigate();
  const close = usePopups(STATE[popup].close);
  const mutation: Submission<Values> = useMutation({
    mutationFn: send,
    onSuccess: (_answer, values) => {
      toast.success(say(done));
      close();
      form.reset();
      mutation.reset();
      then?.();
      navigate('/login', { state: { account: values.email.trim() } });
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  return mutation;
}

/** The server's refusal inside a popup (spec section 2: 'On failure the error message is shown'). */
function PopupFailure({ error, title }: { error: unknown; title: string }) {
  // Network failures already raised a toast, an abort is silent, and field errors sit on their fields.
  if (!(error instanceof ApiError) || error.kind !== 'api' || Array.isArray(error.data)) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {error.msg}
    </Alert>
  );
}

type AuthPopupProps<Values> = {
  popup: Popup;
  form: UseFormReturnType<Values>;
  submission: Submission<Values>;
  /** The form's fields. */
  children: ReactNode;
};

/** A global account popup: its intro, the server's refusal, the fields and the submit. */
export function AuthPopup<Values>({ popup, form, submission, children }: AuthPopupProps<Values>) {
  const { t } = useTexts(AUTH);
  const opened = usePopups(STATE[popup].opened);
  const close = usePopups(STATE[popup].close);
  const title = t(`${popup}.title`);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => submission.mutate(values))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`${popup}.intro`)}
          </Text>
          <PopupFailure error={submission.error} title={title} />
          {children}
          <Button type="submit" fullWidth loading={submission.isPending}>
            {t(`${popup}.submit`)}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
