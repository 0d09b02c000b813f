import { Text, type TextProps, Tooltip } from '@mantine/core';
import { abbreviateNumber, type Figure, groupDigits } from './number-format.ts';
import { TABULAR } from './tabular.ts';
import { useNumberLanguage } from './use-number-format.ts';

export interface CompactNumberProps extends Omit<TextProps, 'children'> {
  /** A decimal string or whole number, exact. */
  value: Figure;
  /** Appended to both the short and the full value, e.g. " USD". */
  suffix?: string;
}

/**
 * A large figure abbreviated in the reader's units (7.73M / 773.00万) where space is short, the full value in a
 * tooltip on hover, keyboard focus and touch. A figure too small to abbreviate is shown whole, without a tooltip.
 */
export function CompactNumber({ value, suffix = '', ...props }: CompactNumberProps) {
  const language = useNumberLanguage();
  const short = abbreviateNumber(value, language);
  const full = groupDigits(value);
  const text = (
    <Text component="span" inherit={props.size === undefined} {...props} style={TABULAR}>
      {short}
      {suffix}
    </Text>
  );
  if (short === full) return text;
  return (
    <Tooltip label={`${full}${suffix}`} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Text
        component="abbr"
        tabIndex={0}
        data-full={full}
        inherit={props.size === undefined}
        {...props}
        style={{ ...TABULAR, textDecoration: 'none', cursor: 'help' }}
      >
        {short}
        {suffix}
      </Text>
    </Tooltip>
  );
}
