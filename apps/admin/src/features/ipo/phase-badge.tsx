import type { IpoPhase } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';

const tones: Record<IpoPhase, Tone> = {
  upcoming: 'gray',
  purchasable: 'teal',
  waiting_allotment: 'grape',
  allotted: 'blue',
  listed: 'cyan',
};

export function PhaseBadge({ phase }: { phase: IpoPhase }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[phase]}>{t(`ipo.phase.${phase}`)}</ToneBadge>;
}
