import { Alert, Text } from '@mantine/core';
import { compareDecimals, type LoanExposureView } from '@platform/contracts';
import { formatMoney, useTexts } from '@platform/ui';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { LOANS } from './texts.ts';

/** An application for this product waits for review: the server takes one at a time per product. */
export const isPendingHere = (exposure: LoanExposureView | undefined, productId: number) =>
  exposure?.pendingProductIds.includes(productId) ?? false;

/**
 * Before applying: the limit on all the user's loans together and how much more they may ask for (the server refuses
 * more, naming the same figure), or that this product already has their application waiting.
 */
export function ExposureNote({ exposure, productId }: { exposure: LoanExposureView; productId: number }) {
  const { t } = useTexts(LOANS);
  const figures = {
    limit: formatMoney(exposure.limit, exposure.currency),
    headroom: formatMoney(exposure.headroom, exposure.currency),
  };
  if (isPendingHere(exposure, productId))
    return (
      <Alert color="yellow" variant="light" p="xs" styles={READABLE_ALERT_TITLE} data-testid="loan-exposure">
        <Text size="sm">{t('calculator.pendingHere')}</Text>
      </Alert>
    );
  const full = compareDecimals(exposure.headroom, '0') <= 0;
  return (
    <Text size="sm" c={full ? 'red.8' : undefined} data-testid="loan-exposure">
      {full ? t('calculator.exposureFull', figures) : t('calculator.exposure', figures)}
    </Text>
  );
}
