import { Stack, Text, Title } from '@mantine/core';
import { compareDecimals, type FollowInstitutionView } from '@platform/contracts';
import { trimZeros, useTexts } from '@platform/ui';
import { FOLLOW } from './texts.ts';

/** The disclosed fees in words: the management fee a year and the profit share above the high-water mark. */
export function FeesSection({ institution: i }: { institution: FollowInstitutionView }) {
  const { t } = useTexts(FOLLOW);
  const fee = (key: 'managementFee' | 'profitShare', rate: string) => (
    <Stack gap={2} data-testid={`follow-${key}`}>
      <Text size="sm" fw={600}>
        {t(key)}
      </Text>
      <Text size="sm">
        {compareDecimals(rate, '0') === 0 ? t('noFee') : t(`${key}Words`, { rate: trimZeros(rate) })}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="follow-fees">
      <Title order={2} size="h4" id="follow-fees">
        {t('fees')}
      </Title>
      {fee('managementFee', i.managementFeePercent)}
      {fee('profitShare', i.profitSharePercent)}
    </Stack>
  );
}
