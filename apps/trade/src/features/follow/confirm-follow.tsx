import { Alert, Stack, Text } from '@mantine/core';
import { compareDecimals, type FollowPreviewView } from '@platform/contracts';
import { Amount, textsUnder, trimZeros, useDateFormat, useTexts } from '@platform/ui';
import type { PreviewDialogProps, Term } from '../../lib/confirm/index.ts';
import { PreviewDialog, PreviewTerms, RiskList, ShortFunds } from '../../lib/confirm/index.ts';
import { FOLLOW } from './texts.ts';

/**
 * What a follow order holds and on what terms, from the server's preview: the amount held now, the lock-up's end, the
 * management fee in money, the profit-share rule with the user's high-water mark, and the risks.
 */
export function PreviewBody({ preview: p }: { preview: FollowPreviewView }) {
  const { t } = useTexts(FOLLOW);
  const { dateTime } = useDateFormat();
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  const terms: Term[] = [
    ['amount', t('preview.amount'), usd(p.amount)],
    ['period', t('preview.period'), t('orders.days', { count: p.periodDays })],
    ['held', t('preview.held'), usd(p.held)],
    ['available', t('preview.available'), usd(p.available)],
    ['endsAt', t('preview.endsAt'), dateTime(p.endsAt)],
    ['managementFee', t('preview.managementFee', { rate: trimZeros(p.managementFeePercent) }), usd(p.managementFee)],
    ['profitShare', t('preview.profitShare'), t('preview.profitShareRule', { rate: trimZeros(p.profitSharePercent) })],
    [
      'highWaterMark',
      t('preview.highWaterMark'),
      t('preview.highWaterMarkWords', { value: trimZeros(p.highWaterMark) }),
    ],
  ];
  const short = compareDecimals(p.held, p.available) > 0;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" p="xs" data-testid="preview-lockup">
        <Text size="sm" fw={600}>
          {t('preview.lockup', { date: dateTime(p.endsAt) })}
        </Text>
      </Alert>
      <PreviewTerms terms={terms} emphasis="held" />
      {short ? <ShortFunds text={t('preview.short')} /> : null}
      <RiskList
        id="follow-risks"
        title={t('preview.risksTitle')}
        testId="preview-risks"
        items={[t('preview.riskResult'), t('preview.riskPast'), t('preview.riskLimit')]}
      />
    </Stack>
  );
}

/** The preview in a dialog with Confirm and Cancel. */
export function ConfirmFollow(dialog: PreviewDialogProps<FollowPreviewView>) {
  const { t } = useTexts(FOLLOW);
  const short = (p: FollowPreviewView) => compareDecimals(p.held, p.available) > 0;
  return (
    <PreviewDialog {...dialog} words={{ texts: textsUnder(t, 'preview') }} short={short}>
      {(p) => <PreviewBody preview={p} />}
    </PreviewDialog>
  );
}
