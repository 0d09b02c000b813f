import { SimulatedBadge } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { MARKET } from './texts.ts';

/** The "Simulated data" badge in the current language (honesty rule 2). */
export function Simulated() {
  const { t } = useTranslation(MARKET);
  return <SimulatedBadge label={t('simulated')} />;
}
