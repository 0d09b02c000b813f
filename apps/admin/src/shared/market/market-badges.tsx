import type { Quote } from '@platform/contracts';
import { SimulatedBadge } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../badges.tsx';

/** Honesty rule 2: every back-office screen with market data says it is simulated. */
export function Simulated() {
  const { t } = useTranslation();
  return <SimulatedBadge label={t('market.simulated')} />;
}

const statusTones: Record<Quote['status'], Tone> = { open: 'teal', closed: 'gray', halted: 'red' };

export function MarketStatusBadge({ status }: { status: Quote['status'] }) {
  const { t } = useTranslation();
  return <ToneBadge tone={statusTones[status]}>{t(`market.status.${status}`)}</ToneBadge>;
}
