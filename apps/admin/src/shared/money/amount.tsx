import { Text, type TextProps } from '@mantine/core';
import { type Currency, formatAmount } from '@platform/contracts';

interface AmountProps extends Omit<TextProps, 'children'> {
  /** An exact decimal string from the server; never turned into a JS number. */
  value: string;
  currency: Currency;
  /** Shows the currency code after the amount. */
  withCurrency?: boolean;
  /** Shows a '+' before a credit (postings, where the sign is the direction). */
  signed?: boolean;
}

/** An amount in tabular figures, grouped and padded to the currency's decimals, exactly as the ledger holds it. */
export function Amount({ value, currency, withCurrency, signed, ...props }: AmountProps) {
  const shown = formatAmount(value, currency);
  const credit = signed && !shown.startsWith('-') && /[1-9]/.test(shown);
  return (
    <Text span ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }} {...props}>
      {credit ? '+' : ''}
      {shown}
      {withCurrency ? ` ${currency}` : null}
    </Text>
  );
}
