import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { compareDecimals, type RobotPreviewView } from '@platform/contracts';
import { Amount, formatMoney, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { ROBOTS } from './texts.ts';

type Row = [key: string, label: string, value: ReactNode];

/** The free margin left after the fee and the allocation is negative: the server would refuse. */
export const isShort = (p: RobotPreviewView) => compareDecimals(p.freeMarginAfter, '0') < 0;

/**
 * What buying or renting takes, from the server's preview: when a rental stops (up front), the fee charged now, the
 * allocation and what it means, the free margin before and after, and the risks.
 */
export function PreviewBody({ preview: p }: { preview: RobotPreviewView }) {
  const { t } = useTranslation(ROBOTS);
  const { dateTime } = useDateFormat();
  const money = (value: string) => <Amount value={value} currency={p.currency} />;
  const rows: Row[] = [
    [
      'plan',
      t('preview.plan'),
      p.plan === 'rental' ? t('preview.rental', { count: p.days ?? 0 }) : t('preview.perpetual'),
    ],
    ...(p.expiresAt !== null ? ([['expiresAt', t('preview.expiresAt'), dateTime(p.expiresAt)]] as Row[]) : []),
    ['fee', t('preview.fee'), money(p.fee)],
    ['allocation', t('preview.allocation'), money(p.allocation)],
    ['freeMargin', t('preview.freeMargin'), money(p.freeMargin)],
    ['freeMarginAfter', t('preview.freeMarginAfter'), money(p.freeMarginAfter)],
  ];
  return (
    <Stack gap="sm">
      <Alert
        color={p.expiresAt !== null ? 'yellow' : 'blue'}
        variant="light"
        p="xs"
        styles={READABLE_ALERT_TITLE}
        data-testid="preview-term"
      >
        <Text size="sm" fw={600}>
          {p.expiresAt !== null ? t('preview.expires', { date: dateTime(p.expiresAt) }) : t('preview.perpetualNote')}
        </Text>
      </Alert>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed" fw={key === 'fee' ? 700 : undefined}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              fw={key === 'fee' ? 700 : 500}
              ta="right"
              data-testid={`preview-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" data-testid="preview-allocation-words">
        {t('preview.allocationWords', { amount: formatMoney(p.allocation, p.currency) })}
      </Text>
      {isShort(p) ? (
        <Alert color="red" variant="light" p="xs" data-testid="preview-short">
          <Text size="sm">{t('preview.short')}</Text>
        </Alert>
      ) : null}
      <Title order={3} size="h5" id="robot-risks">
        {t('preview.risksTitle')}
      </Title>
      <List size="sm" spacing={4} aria-labelledby="robot-risks" data-testid="preview-risks">
        <List.Item>{t('preview.riskLoss')}</List.Item>
        <List.Item>{t('preview.riskPast')}</List.Item>
        <List.Item>{t('preview.riskFee')}</List.Item>
      </List>
    </Stack>
  );
}

/** The preview in a dialog with Confirm and Cancel. */
export function ConfirmPurchase({
  name,
  preview,
  paying,
  onCancel,
  onConfirm,
}: {
  name: string;
  preview: RobotPreviewView | null;
  paying: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation(ROBOTS);
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title={preview?.plan === 'rental' ? t('preview.titleRental', { name }) : t('preview.titlePerpetual', { name })}
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
            <Button onClick={onConfirm} loading={paying} disabled={isShort(preview)} data-autofocus>
              {t('preview.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
