// A computed figure's working (issue 33 §7): a small button beside the figure opens its formula with the actual
// inputs and the result, written from the same computation that produced the figure, never a second formula.
import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { WORKING } from './texts.ts';

interface WorkingProps {
  /** the figure's name, for the button's accessible name ("How cost incl. fees is worked out") */
  figure: string;
  /** the formula in words, then each step with its numbers */
  lines: readonly string[];
  testId?: string;
}

export function Working({ figure, lines, testId }: WorkingProps) {
  const { t } = useTexts(WORKING);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          radius="xl"
          aria-label={t('show', { figure })}
          data-testid={testId && `${testId}-working`}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor">
            <circle cx="8" cy="8" r="6.5" strokeWidth="1.3" />
            <path d="M8 7.2v4" strokeWidth="1.5" strokeLinecap="round" />
            <circle cx="8" cy="4.9" r="0.9" fill="currentColor" stroke="none" />
          </svg>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid={testId && `${testId}-steps`}>
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {t('title')}
          </Text>
          {lines.map((line) => (
            <Text key={line} size="xs" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
