import { Text, type TextProps } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useEffect, useState } from 'react';
import { timeLeft } from './figures.ts';
import { IPO } from './texts.ts';

/** The time now, moving on every `everyMs` while the component is shown. */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "2 d 5 h left" until the deadline, "Closed" once it has passed. */
export function TimeLeft({ deadline, now, ...props }: { deadline: string; now: number } & TextProps) {
  const { t } = useTexts(IPO);
  const left = timeLeft(deadline, now);
  const text = !left
    ? t('left.closed')
    : left.days > 0
      ? t('left.days', left)
      : left.hours > 0
        ? t('left.hours', left)
        : t('left.minutes', left);
  return (
    <Text component="span" size="xs" c="dimmed" data-testid="ipo-time-left" {...props}>
      {text}
    </Text>
  );
}
