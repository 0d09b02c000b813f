import { Alert, Stack, Text, Title } from '@mantine/core';
import { compareDecimals, type MiningPreviewView } from '@platform/contracts';
import { Amount, groupDigits, textsUnder, trimZeros, useDateFormat, useTexts } from '@platform/ui';
import {
  PreviewDialog,
  type PreviewDialogProps,
  PreviewTerms,
  ShortFunds,
  type Term,
} from '../../lib/confirm/index.ts';
import { periodLength } from './period-length.ts';
import { Risks } from './risks.tsx';
import { MINING } from './texts.ts';

/**
 * What a purchase costs and may pay, from the server's preview: the hash-rate fee paid now and what funding holds,
 * the electricity a day, a period and the whole term against the energy balance, the term's periods and dates, the
 * formula at the current period's inputs (an estimate, said so) and the risks, lost periods first among them.
 */
export function PreviewBody({ preview: p }: { preview: MiningPreviewView }) {
  const { t } = useTexts(MINING);
  const { dateTime } = useDateFormat();
  const usdt = (value: string) => <Amount value={value} currency="USDT" />;
  const terms: Term[] = [
    ['hashRate', t('preview.hashRate'), `${groupDigits(p.hashRate)} TH/s`],
    ['price', t('preview.price'), usdt(p.price)],
    ['fundingAvailable', t('preview.fundingAvailable'), usdt(p.fundingAvailable)],
    ['electricityPerDay', t('preview.electricityPerDay'), usdt(p.electricityPerDay)],
    ['electricityPerPeriod', t('preview.electricityPerPeriod'), usdt(p.electricityPerPeriod)],
    ['electricityForTerm', t('preview.electricityForTerm'), usdt(p.electricityForTerm)],
    ['energyBalance', t('preview.energyBalance'), usdt(p.energyBalance)],
    [
      'periods',
      t('preview.periods'),
      t('preview.periodsWords', { count: p.periodsInTerm, length: periodLength(t, p.periodMinutes) }),
    ],
    ['startsAt', t('preview.startsAt'), dateTime(p.startsAt)],
    ['endsAt', t('preview.endsAt'), dateTime(p.endsAt)],
  ];
  const energyShort = compareDecimals(p.energyBalance, p.electricityForTerm) < 0;
  const e = p.estimate;
  return (
    <Stack gap="sm">
      <PreviewTerms terms={terms} emphasis="price" />
      {p.affordable ? null : <ShortFunds text={t('preview.short')} />}
      {energyShort ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="preview-energy-short">
          <Text size="sm">{t('preview.energyShort')}</Text>
        </Alert>
      ) : null}
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('preview.estimateTitle')}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="preview-estimate">
          {t('preview.estimate', {
            hashRate: groupDigits(p.hashRate),
            networkHashRate: groupDigits(e.networkHashRate),
            blockReward: trimZeros(e.blockReward),
            blocks: e.blocks,
            payout: trimZeros(e.payoutPerPeriod),
          })}
        </Text>
      </Stack>
      <Risks id="mining-preview-risks" />
    </Stack>
  );
}

/** The preview in a dialog with Confirm and Cancel; Confirm is off while funding cannot pay the fee. */
export function ConfirmPurchase(dialog: PreviewDialogProps<MiningPreviewView>) {
  const { t } = useTexts(MINING);
  return (
    <PreviewDialog {...dialog} words={{ texts: textsUnder(t, 'preview') }} short={(p) => !p.affordable}>
      {(p) => <PreviewBody preview={p} />}
    </PreviewDialog>
  );
}
