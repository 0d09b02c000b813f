import type { Quote } from '@platform/contracts';
import { SimulatedBadge } from '@platform/ui';
import { type Tone, ToneBadge } from '../badges.tsx';
import { useAppTexts } from '../texts.ts';

/** Honesty rule 2: every back-office screen with market data says it is simulated. */
export function Simulated() {
  const { t } = useAppTexts();
  return <SimulatedBadge label={t('market.simulated')} />;
}

const statusTones: Record<Quote['status'], Tone> = { open: 'teal', closed: 'gray', halted: 'red' };

export function MarketStatusBadge({ status }: { status: Quote['status'] }) {
  const { t } = useAppTexts();
  return <ToneBadge tone={statusTones[status]}>{t(`market.status.${status}`)}</ToneBadge>;
}
