// Amounts as every app shows them: exact decimal strings, grouped, fiat padded to its cents, crypto without trailing zeros.
import { Text, type TextProps } from '@mantine/core';
import type { Currency } from '@platform/contracts';
import { TABULAR } from '../format/tabular.ts';
import { displayAmount } from './format-money.ts';

export interface AmountProps extends Omit<TextProps, 'children'> {
  /** An exact decimal string from the server; never turned into a JS number. */
  value: string;
  currency: Currency;
  /** Shows a leading + on credits (ledger movements, where the sign is the direction). */
  signed?: boolean;
  /** Appends the currency code (the default); a column headed by the currency leaves it out. */
  withCurrency?: boolean;
}

/** An exact amount, grouped (see `displayAmount`), in tabular figures, at the size around it. */
export function Amount({ value, currency, signed, withCurrency = true, ...props }: AmountProps) {
  const shown = displayAmount(value, currency);
  const sign = signed && !shown.startsWith('-') && /[1-9]/.test(shown) ? '+' : '';
  return (
    <Text component="span" inherit={props.size === undefined} style={{ ...TABULAR, whiteSpace: 'nowrap' }} {...props}>
      {sign}
      {shown}
      {withCurrency ? ` ${currency}` : ''}
    </Text>
  );
}
