import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '@platform/client';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH } from './texts.ts';

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

type AuthPopupProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  /** The last submission's failure, shown above the fields. */
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

/** A global account popup (sign up, forgot password): its intro, the server's refusal, the fields and the submit. */
export function AuthPopup({
  opened,
  onClose,
  title,
  intro,
  error,
  onSubmit,
  pending,
  submitLabel,
  children,
}: AuthPopupProps) {
  const { t } = useTranslation(AUTH);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          <PopupFailure error={error} title={title} />
          {children}
          <Button type="submit" fullWidth loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
