import { Badge, type BadgeProps } from '@mantine/core';

export type Tone = 'good' | 'neutral' | 'warn' | 'bad' | 'info';

const COLOR: Record<Tone, string> = { good: 'teal', neutral: 'gray', warn: 'orange', bad: 'red', info: 'indigo' };

/**
 * A light badge whose words meet contrast on its tint (Mantine's light variant uses shade 6 text, below 4.5:1): the
 * tint carries the tone, the words are in the text colour. The state is always in the words, never in colour alone.
 */
export function ToneBadge({ tone, ...props }: BadgeProps & { tone: Tone; 'data-testid'?: string }) {
  const color = COLOR[tone];
  return <Badge variant="light" color={color} c="var(--mantine-color-text)" {...props} />;
}
