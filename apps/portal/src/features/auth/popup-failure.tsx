import { Alert } from '@mantine/core';
import { ApiError } from '@platform/client';

/** The server's refusal inside a popup (spec section 2: 'On failure the error message is shown'). */
export function PopupFailure({ error, title }: { error: unknown; title: string }) {
  // Network failures already raised a toast, an abort is silent, and field errors sit on their fields.
  if (!(error instanceof ApiError) || error.kind !== 'api' || Array.isArray(error.data)) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {error.msg}
    </Alert>
  );
}
