import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { TRADING } from './texts.ts';

interface StepFieldProps extends TextInputProps {
  label: string;
  /** One step down (−1) or up (+1): a lot for a quantity, a tick for a price. */
  onStep: (direction: 1 | -1) => void;
}

/** A number typed as text, with − and + buttons that move it a step (keyboard reachable, named for readers). */
export function StepField({ label, onStep, ...props }: StepFieldProps) {
  const { t } = useTexts(TRADING);
  const button = (direction: 1 | -1) => (
    <ActionIcon
      variant="light"
      size="lg"
      aria-label={t(direction === 1 ? 'increase' : 'decrease', { field: label })}
      onClick={() => onStep(direction)}
    >
      <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
        {direction === 1 ? '+' : '−'}
      </span>
    </ActionIcon>
  );
  return (
    <TextInput
      label={label}
      autoComplete="off"
      spellCheck={false}
      size="md"
      leftSection={button(-1)}
      rightSection={button(1)}
      leftSectionWidth={48}
      rightSectionWidth={48}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
