import type { MiningContractStatus } from '@platform/contracts';
import { useTexts, WARNING_TEXT } from '@platform/ui';
import { StatusBadge as Badge } from '../../lib/product/index.ts';
import { MINING } from './texts.ts';

// The theme's inks keep the outlined labels above 4.5:1 in the light and the dark theme.
const INK: Record<MiningContractStatus, string> = {
  locating: 'var(--platform-ink-link)',
  mining: 'var(--platform-ink-teal)',
  paused: WARNING_TEXT,
  success: 'var(--platform-ink-teal)',
  failure: 'var(--platform-ink-red)',
};

/** The spec's states: locating a pool, mining, paused for energy, success, failure. */
export function StatusBadge({ status }: { status: MiningContractStatus }) {
  const { t } = useTexts(MINING);
  return (
    <Badge ink={INK[status]} data-testid="mining-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
