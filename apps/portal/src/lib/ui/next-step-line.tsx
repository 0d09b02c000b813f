import { Group, Text, ThemeIcon } from '@mantine/core';
import type { CaseParty, NextStepView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { APP } from '../i18n.ts';
import { isYourTurn, nextStepSentence } from '../next-step.ts';

/**
 * A case's next step in one line ("Sign your agreement by 30 Nov 2026"): bold with an arrow when it is the reader's
 * task, plain when they wait on someone else. `children` is the action that goes with it (a link), if any.
 */
export function NextStepLine({
  next,
  party,
  children,
}: {
  next: NextStepView;
  party: CaseParty;
  children?: ReactNode;
}) {
  const { i18n } = useTexts(APP);
  const yours = isYourTurn(next);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid="next-step" data-step={next.step}>
      <ThemeIcon
        size={20}
        radius="xl"
        variant={yours ? 'filled' : 'light'}
        color={yours ? 'orange.9' : 'gray'}
        aria-hidden
      >
        {yours ? '→' : '…'}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={yours ? 700 : 400}>
          {nextStepSentence(next, party, i18n.language)}
        </Text>
        {children}
      </div>
    </Group>
  );
}
