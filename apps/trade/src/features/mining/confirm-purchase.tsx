import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { compareDecimals, type MiningPreviewView } from '@platform/contracts';
import { Amount, groupDigits, trimZeros, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { periodLength } from './period-length.ts';
import { Risks } from './risks.tsx';
import { MINING } from './texts.ts';

type Row = [key: string, label: string, value: ReactNode];

/**
 * What a purchase costs and may pay, from the server's preview: the hash-rate fee paid now and what funding holds,
 * the electricity a day, a period and the whole term against the energy balance, the term's periods and dates, the
 * formula at the current period's inputs (an estimate, said so) and the risks, lost periods first among them.
 */
export function PreviewBody({ preview: p }: { preview: MiningPreviewView }) {
  const { t } = useTranslation(MINING);
  const { dateTime } = useDateFormat();
  const usdt = (value: string) => <Amount value={value} currency="USDT" />;
  const rows: Row[] = [
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
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed" fw={key === 'price' ? 700 : undefined}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              fw={key === 'price' ? 700 : 500}
              ta="right"
              data-testid={`preview-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {p.affordable ? null : (
        <Alert color="red" variant="light" p="xs" data-testid="preview-short">
          <Text size="sm">{t('preview.short')}</Text>
        </Alert>
      )}
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
export function ConfirmPurchase({
  name,
  preview,
  buying,
  onCancel,
  onConfirm,
}: {
  name: string;
  preview: MiningPreviewView | null;
  buying: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation(MINING);
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title={t('preview.title', { name })}
      closeButtonProps={{ 'aria-label': t('preview.cancel') }}
      centered
    >
      {preview ? (
        <Stack gap="md">
          <PreviewBody preview={preview} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('preview.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={buying} disabled={!preview.affordable} data-autofocus>
              {t('preview.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
