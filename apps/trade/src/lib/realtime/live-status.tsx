import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { MARKET } from '../market/texts.ts';
import { useSocketState } from './use-live-quote.ts';

const DOT = { live: 'teal.9', reconnecting: 'yellow.9', offline: 'red.9' } as const;

/**
 * Whether prices are live, in words (with a dot as a hint); nothing before any screen asks for live prices. `compact`
 * (a phone's header) shows the dot alone, the words still there for a screen reader.
 */
export function LiveStatus({ compact = false }: { compact?: boolean }) {
  const { t } = useTexts(MARKET);
  const state = useSocketState();
  if (state === 'idle') return null;
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-label={t('live.label')} data-state={state}>
      <Text component="span" c={DOT[state]} aria-hidden="true" fz="xs">
        ●
      </Text>
      {compact ? (
        <VisuallyHidden>{t(`live.${state}`)}</VisuallyHidden>
      ) : (
        <Text component="span" size="xs" fw={600}>
          {t(`live.${state}`)}
        </Text>
      )}
    </Group>
  );
}
