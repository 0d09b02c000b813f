import { SimulatedBadge, useTexts } from '@platform/ui';
import { MARKET } from './texts.ts';

/** The "Simulated data" badge in the current language (honesty rule 2). */
export function Simulated() {
  const { t } = useTexts(MARKET);
  return <SimulatedBadge label={t('simulated')} />;
}
