// The stop-loss and take-profit inputs, side by side with the currency after each: on the ticket and in the dialog
// that edits an open position's stops.
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTexts } from '@platform/ui';
import { TRADING } from './texts.ts';

export function StopFields<V extends { stopLoss: string; takeProfit: string }>({
  form,
  currency,
  autoFocus = false,
}: {
  form: UseFormReturnType<V>;
  currency: string;
  autoFocus?: boolean;
}) {
  const { t } = useTexts(TRADING);
  const field = (name: 'stopLoss' | 'takeProfit', focus: boolean) => (
    <TextInput
      label={t(name)}
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        <Text size="xs" c="dimmed">
          {currency}
        </Text>
      }
      rightSectionWidth={44}
      {...(focus ? { 'data-autofocus': true } : {})}
      {...form.getInputProps(name)}
    />
  );
  return (
    <SimpleGrid cols={2} spacing="xs">
      {field('stopLoss', autoFocus)}
      {field('takeProfit', false)}
    </SimpleGrid>
  );
}
