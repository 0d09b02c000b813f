import { Text, type TextProps } from '@mantine/core';
import { type Currency, formatAmount } from '@platform/contracts';
import { directionColor, directionOf } from '@platform/ui';
import { useUpColor } from '../market/prefs.ts';

/** A profit or loss: signed (+ / −, so it never rests on colour alone) and in the user's up/down colour. */
export function PnlAmount({
  value,
  currency,
  withCurrency = true,
  ...props
}: TextProps & { value: string; currency: Currency; withCurrency?: boolean }) {
  const upColor = useUpColor();
  const direction = directionOf(value);
  const shown = formatAmount(value, currency);
  return (
    <Text
      component="span"
      inherit={props.size === undefined}
      c={directionColor(direction, upColor)}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...props}
    >
      {direction === 'up' ? '+' : ''}
      {shown}
      {withCurrency ? ` ${currency}` : ''}
    </Text>
  );
}
