import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { compareDecimals, type FollowPreviewView } from '@platform/contracts';
import { Amount, trimZeros, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLLOW } from './texts.ts';

type Row = [key: string, label: string, value: ReactNode];

/**
 * What a follow order holds and on what terms, from the server's preview: the amount held now, the lock-up's end, the
 * management fee in money, the profit-share rule with the user's high-water mark, and the risks.
 */
export function PreviewBody({ preview: p }: { preview: FollowPreviewView }) {
  const { t } = useTranslation(FOLLOW);
  const { dateTime } = useDateFormat();
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  const rows: Row[] = [
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
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed" fw={key === 'held' ? 700 : undefined}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              fw={key === 'held' ? 700 : 500}
              ta="right"
              data-testid={`preview-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {short ? (
        <Alert color="red" variant="light" p="xs" data-testid="preview-short">
          <Text size="sm">{t('preview.short')}</Text>
        </Alert>
      ) : null}
      <Title order={3} size="h5" id="follow-risks">
        {t('preview.risksTitle')}
      </Title>
      <List size="sm" spacing={4} aria-labelledby="follow-risks" data-testid="preview-risks">
        <List.Item>{t('preview.riskResult')}</List.Item>
        <List.Item>{t('preview.riskPast')}</List.Item>
        <List.Item>{t('preview.riskLimit')}</List.Item>
      </List>
    </Stack>
  );
}

/** The preview in a dialog with Confirm and Cancel. */
export function ConfirmFollow({
  name,
  preview,
  placing,
  onCancel,
  onConfirm,
}: {
  name: string;
  preview: FollowPreviewView | null;
  placing: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation(FOLLOW);
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
            <Button
              onClick={onConfirm}
              loading={placing}
              disabled={compareDecimals(preview.held, preview.available) > 0}
              data-autofocus
            >
              {t('preview.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
