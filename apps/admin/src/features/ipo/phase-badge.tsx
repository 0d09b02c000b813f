import type { IpoPhase } from '@platform/contracts';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const tones: Record<IpoPhase, Tone> = {
  upcoming: 'gray',
  purchasable: 'teal',
  waiting_allotment: 'grape',
  allotted: 'blue',
  listed: 'cyan',
};

export function PhaseBadge({ phase }: { phase: IpoPhase }) {
  const { t } = useAppTexts<ScreenTexts>();
  return <ToneBadge tone={tones[phase]}>{t(`ipo.phase.${phase}`)}</ToneBadge>;
}
