import { Stack, Text } from '@mantine/core';
import { compareDecimals, type IpoOfferingView, type IpoPreviewView } from '@platform/contracts';
import { Amount, formatMoney, groupDigits, textsUnder, useDateFormat, useTexts } from '@platform/ui';
import type { PreviewDialogProps, Term } from '../../lib/confirm/index.ts';
import { PreviewDialog, PreviewTerms, RiskList, ShortFunds } from '../../lib/confirm/index.ts';
import { IPO } from './texts.ts';

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
  const { t } = useTexts(IPO);
  const { date } = useDateFormat({ timeZone: 'UTC' });
  const usd = (value: string) => <Amount value={value} currency={offering.currency} />;
  const money = (value: string) => formatMoney(value, offering.currency);
  const terms: Term[] = [
    [
      'quantity',
      t('preview.quantity'),
      `${t('shares', { shares: groupDigits(p.quantity) })} · ${p.lots} × ${groupDigits(offering.lotSize)}`,
    ],
    ['price', t('preview.price'), usd(p.price)],
    ['total', t('preview.total'), usd(p.total)],
    ...(p.financed
      ? [
          ['margin', t('preview.margin'), usd(p.margin)] as Term,
          ['financedAmount', t('preview.financedAmount'), usd(p.financedAmount)] as Term,
          ['interest', t('preview.interest', { days: p.interestDays }), usd(p.interest)] as Term,
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
      <PreviewTerms terms={terms} emphasis="frozen" />
      <Text size="xs" c="dimmed">
        {t('preview.frozenNote')}
      </Text>
      {short ? <ShortFunds text={t('preview.short')} /> : null}
      <RiskList
        testId="preview-terms"
        items={[
          p.financed
            ? {
                testId: 'preview-financing',
                text: t('preview.financing', {
                  rate: offering.financingRate,
                  financed: money(p.financedAmount),
                  leverage: p.leverage,
                  days: p.interestDays,
                  interest: money(p.interest),
                }),
              }
            : null,
          t('preview.notGuaranteed'),
          t('preview.released'),
          t('preview.lists', { date: listing }),
        ]}
      />
    </Stack>
  );
}

/** The preview in a dialog with Confirm; Cancel (or Escape) changes nothing. */
export function ConfirmSubscription({
  offering,
  change,
  ...dialog
}: Omit<PreviewDialogProps<IpoPreviewView>, 'name'> & { offering: IpoOfferingView; change: boolean }) {
  const { t } = useTexts(IPO);
  return (
    <PreviewDialog
      {...dialog}
      name={offering.symbol}
      words={{
        texts: textsUnder(t, 'preview'),
        title: t(change ? 'preview.changeTitle' : 'preview.title', { symbol: offering.symbol }),
      }}
      short={(p) => !change && compareDecimals(p.frozen, p.available) > 0}
    >
      {(p) => <PreviewBody preview={p} offering={offering} change={change} />}
    </PreviewDialog>
  );
}
