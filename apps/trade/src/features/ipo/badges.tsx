import type { IpoPhase, IpoSubscriptionView } from '@platform/contracts';
import { useTexts, WARNING_TEXT } from '@platform/ui';
import { StatusBadge as Badge } from '../../lib/product/index.ts';
import { isPartlyAllotted } from './figures.ts';
import { IPO } from './texts.ts';

// The theme's inks keep the outlined labels above 4.5:1 in the light and the dark theme.
const DIMMED = 'var(--mantine-color-dimmed)';
const TEAL = 'var(--platform-ink-teal)';
const LINK = 'var(--platform-ink-link)';
const RED = 'var(--platform-ink-red)';

const PHASE_INK: Record<IpoPhase, string> = {
  upcoming: DIMMED,
  purchasable: TEAL,
  waiting_allotment: WARNING_TEXT,
  allotted: LINK,
  listed: DIMMED,
};

export function PhaseBadge({ phase }: { phase: IpoPhase }) {
  const { t } = useTexts(IPO);
  return (
    <Badge ink={PHASE_INK[phase]} data-testid="ipo-phase" data-phase={phase}>
      {t(`phase.${phase}`)}
    </Badge>
  );
}

/** The spec's states: subscribed / waiting allotment, allotted (or partially), not allotted; and withdrawn. */
export function StatusBadge({
  subscription,
}: {
  subscription: Pick<IpoSubscriptionView, 'status' | 'allottedQuantity' | 'quantity'>;
}) {
  const { t } = useTexts(IPO);
  const { status } = subscription;
  const partly = isPartlyAllotted(subscription);
  const ink =
    status === 'subscribed' ? WARNING_TEXT : status === 'allotted' ? TEAL : status === 'not_allotted' ? RED : DIMMED;
  return (
    <Badge ink={ink} data-testid="ipo-status" data-status={partly ? 'partly' : status}>
      {t(`status.${partly ? 'partly' : status}`)}
    </Badge>
  );
}
