import { TextInput, type TextInputProps } from '@mantine/core';
import {
  amountSchema,
  CURRENCY_DECIMALS,
  type Currency,
  compareDecimals,
  decimalPlaces,
  MONEY_MESSAGES,
} from '@platform/contracts';
import { useSchemaRule } from '@platform/ui';
import { useCallback } from 'react';

interface AmountFieldProps extends Omit<TextInputProps, 'rightSection'> {
  currency: Currency | null;
}

/** An amount typed as text (exact decimals, never a float), with the currency on its right. */
export function AmountField({ currency, ...props }: AmountFieldProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={24}
      rightSection={currency ?? undefined}
      rightSectionWidth={64}
      styles={{ section: { color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-sm)' } }}
      {...props}
    />
  );
}

/**
 * The form rule of an amount: the contract's own checks (a positive decimal, not too large), the currency's decimal
 * places, and an optional minimum with its message (e.g. 'The minimum deposit amount is 1').
 */
export function useAmountRule() {
  const rule = useSchemaRule();
  return useCallback(
    (currency: Currency | null, minimum?: { amount: string; message: keyof typeof MONEY_MESSAGES }) => {
      const schema = amountSchema
        .refine((v) => !currency || decimalPlaces(v) <= CURRENCY_DECIMALS[currency], {
          message: MONEY_MESSAGES.amountTooManyDecimals.en,
          abort: true,
        })
        .refine((v) => !minimum || compareDecimals(v, minimum.amount) >= 0, {
          message: minimum ? MONEY_MESSAGES[minimum.message].en : '',
        });
      return rule(schema);
    },
    [rule],
  );
}
