import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { compareDecimals, type IpoOfferingView, type IpoPreviewView } from '@platform/contracts';
import { Amount, formatMoney, groupDigits, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IPO } from './texts.ts';

type Row = [key: string, label: string, value: ReactNode];

/**
 * What a subscription freezes and on what terms, from the server's preview: the figures, the financing disclosure
 * when financed, that allotment is not guaranteed and how it runs, that the rest is released, and when the shares list.
 */
export function PreviewBody({
  preview: p,
  offering,
  change,
}: {
  preview: IpoPreviewView;
  offering: IpoOfferingView;
  /** Changing a subscription: its current hold is replaced, so the available funds are not compared. */
  change: boolean;
}) {
  const { t } = useTranslation(IPO);
  const { date } = useDateFormat({ timeZone: 'UTC' });
  const usd = (value: string) => <Amount value={value} currency={offering.currency} />;
  const money = (value: string) => formatMoney(value, offering.currency);
  const rows: Row[] = [
    [
      'quantity',
      t('preview.quantity'),
      `${t('shares', { shares: groupDigits(p.quantity) })} · ${p.lots} × ${groupDigits(offering.lotSize)}`,
    ],
    ['price', t('preview.price'), usd(p.price)],
    ['total', t('preview.total'), usd(p.total)],
    ...(p.financed
      ? [
          ['margin', t('preview.margin'), usd(p.margin)] as Row,
          ['financedAmount', t('preview.financedAmount'), usd(p.financedAmount)] as Row,
          ['interest', t('preview.interest', { days: p.interestDays }), usd(p.interest)] as Row,
        ]
      : []),
    ['fee', t('preview.fee'), usd(p.fee)],
    ['frozen', t('preview.frozen'), usd(p.frozen)],
    ['available', t('preview.available'), usd(p.available)],
  ];
  const short = !change && compareDecimals(p.frozen, p.available) > 0;
  const listing = date(`${p.listingDate}T00:00:00Z`);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed" fw={key === 'frozen' ? 700 : undefined}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              fw={key === 'frozen' ? 700 : 500}
              ta="right"
              data-testid={`preview-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('preview.frozenNote')}
      </Text>
      {short ? (
        <Alert color="red" variant="light" p="xs" data-testid="preview-short">
          <Text size="sm">{t('preview.short')}</Text>
        </Alert>
      ) : null}
      <List size="sm" spacing={4} data-testid="preview-terms">
        {p.financed ? (
          <List.Item data-testid="preview-financing">
            {t('preview.financing', {
              rate: offering.financingRate,
              financed: money(p.financedAmount),
              leverage: p.leverage,
              days: p.interestDays,
              interest: money(p.interest),
            })}
          </List.Item>
        ) : null}
        <List.Item>{t('preview.notGuaranteed')}</List.Item>
        <List.Item>{t('preview.released')}</List.Item>
        <List.Item>{t('preview.lists', { date: listing })}</List.Item>
      </List>
    </Stack>
  );
}

/** The preview in a dialog with Confirm; Cancel (or Escape) changes nothing. */
export function ConfirmSubscription({
  preview,
  offering,
  change,
  placing,
  onCancel,
  onConfirm,
}: {
  preview: IpoPreviewView | null;
  offering: IpoOfferingView;
  change: boolean;
  placing: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation(IPO);
  const short = preview !== null && !change && compareDecimals(preview.frozen, preview.available) > 0;
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title={t(change ? 'preview.changeTitle' : 'preview.title', { symbol: offering.symbol })}
      closeButtonProps={{ 'aria-label': t('preview.cancel') }}
      centered
    >
      {preview ? (
        <Stack gap="md">
          <PreviewBody preview={preview} offering={offering} change={change} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('preview.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={placing} disabled={short} data-autofocus>
              {t('preview.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
