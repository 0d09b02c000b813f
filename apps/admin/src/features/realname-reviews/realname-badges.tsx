import type { AdminRealNameView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';

const tones: Record<AdminRealNameView['status'], Tone> = { pending: 'blue', approved: 'teal', rejected: 'red' };

export function RealNameStatusBadge({ status }: { status: AdminRealNameView['status'] }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[status]}>{t(`realNameReviews.status.${status}`)}</ToneBadge>;
}
