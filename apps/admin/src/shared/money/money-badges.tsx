import type { DepositState, WithdrawalState } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../badges.tsx';

const tones: Record<DepositState | WithdrawalState, Tone> = { pending: 'blue', failed: 'red', completed: 'teal' };

/** A deposit's or withdrawal's state in the spec's words: pending review, audit failure, completed. */
export function MoneyStatusBadge({ status }: { status: DepositState | WithdrawalState }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[status]}>{t(`money.status.${status}`)}</ToneBadge>;
}
