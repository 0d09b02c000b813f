import { Text, type TextProps } from '@mantine/core';
import { TABULAR } from '../format/tabular.ts';

/** Which colour a rise takes: green (Western markets) or red (Chinese markets); a fall takes the other. */
export type UpColor = 'green-up' | 'red-up';

export type Direction = 'up' | 'down' | 'flat';

/** The direction of a signed decimal string ("-1.25", "0.00", "3.1") without turning it into a float. */
export function directionOf(signed: string): Direction {
  if (signed.startsWith('-')) return /[1-9]/.test(signed) ? 'down' : 'flat';
  return /[1-9]/.test(signed) ? 'up' : 'flat';
}

// The theme's inks keep both colours above 4.5:1 in either theme (shade 9 on light, shade 4 on dark).
export function directionColor(direction: Direction, upColor: UpColor): string | undefined {
  if (direction === 'flat') return undefined;
  const upIsGreen = upColor === 'green-up';
  return (direction === 'up') === upIsGreen ? 'var(--platform-ink-teal)' : 'var(--platform-ink-red)';
}

export interface ChangeTextProps extends TextProps {
  /** A signed decimal string as the server sent it. */
  value: string;
  /** Appended after the value, e.g. "%". */
  suffix?: string;
  upColor: UpColor;
  /** Colours by this value's sign instead of `value`'s (a price coloured by its change). */
  signOf?: string;
  /** Shows the value without a leading "+" (a price rather than a change). */
  plain?: boolean;
}

/** A change or price in the up/down colour, with a sign and an arrow so the direction never rests on colour alone. */
export function ChangeText({ value, suffix = '', upColor, signOf, plain, ...props }: ChangeTextProps) {
  const direction = directionOf(signOf ?? value);
  const shown = plain || value.startsWith('-') || direction === 'flat' ? value : `+${value}`;
  const arrow = plain ? '' : direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : '';
  return (
    <Text
      component="span"
      c={directionColor(direction, upColor)}
      style={{ ...TABULAR, whiteSpace: 'nowrap' }}
      {...props}
    >
      {arrow}
      {shown}
      {suffix}
    </Text>
  );
}
