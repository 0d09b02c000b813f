import type { AdminRealNameView } from '@platform/contracts';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const tones: Record<AdminRealNameView['status'], Tone> = { pending: 'blue', approved: 'teal', rejected: 'red' };

export function RealNameStatusBadge({ status }: { status: AdminRealNameView['status'] }) {
  const { t } = useAppTexts<ScreenTexts>();
  return <ToneBadge tone={tones[status]}>{t(`realNameReviews.status.${status}`)}</ToneBadge>;
}
