import { Alert, Text } from '@mantine/core';
import { READABLE_ALERT_TITLE } from '../readable-alert.ts';

/** Says the funds cannot cover the step (the server would refuse it), above a Confirm that is off. */
export function ShortFunds({ text, testId = 'preview-short' }: { text: string; testId?: string }) {
  return (
    <Alert color="red" variant="light" p="xs" styles={READABLE_ALERT_TITLE} data-testid={testId}>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
