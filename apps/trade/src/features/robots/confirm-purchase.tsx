import { Alert, Stack, Text } from '@mantine/core';
import { compareDecimals, type RobotPreviewView } from '@platform/contracts';
import { Amount, formatMoney, textsUnder, useDateFormat, useTexts } from '@platform/ui';
import type { PreviewDialogProps, Term } from '../../lib/confirm/index.ts';
import { PreviewDialog, PreviewTerms, RiskList, ShortFunds } from '../../lib/confirm/index.ts';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { ROBOTS } from './texts.ts';

/** The free margin left after the fee and the allocation is negative: the server would refuse. */
export const isShort = (p: RobotPreviewView) => compareDecimals(p.freeMarginAfter, '0') < 0;

/** The allocation is above what the account's equity leaves for robots: the server would refuse. */
export const isOverEquity = (p: RobotPreviewView) => compareDecimals(p.allocation, p.availableToAllocate) > 0;

/** What is still available to allocate, never shown below zero. */
const availableOf = (p: RobotPreviewView) =>
  compareDecimals(p.availableToAllocate, '0') < 0 ? '0.00' : p.availableToAllocate;

/**
 * What buying or renting takes, from the server's preview: when a rental stops (up front), the fee charged now, the
 * allocation and what it means, the free margin before and after, what the account's equity still leaves to allocate to
 * robots, and the risks.
 */
export function PreviewBody({ preview: p }: { preview: RobotPreviewView }) {
  const { t } = useTexts(ROBOTS);
  const { dateTime } = useDateFormat();
  const money = (value: string) => <Amount value={value} currency={p.currency} />;
  const terms: Term[] = [
    [
      'plan',
      t('preview.plan'),
      p.plan === 'rental' ? t('preview.rental', { count: p.days ?? 0 }) : t('preview.perpetual'),
    ],
    ...(p.expiresAt !== null ? ([['expiresAt', t('preview.expiresAt'), dateTime(p.expiresAt)]] as Term[]) : []),
    ['fee', t('preview.fee'), money(p.fee)],
    ['allocation', t('preview.allocation'), money(p.allocation)],
    ['freeMargin', t('preview.freeMargin'), money(p.freeMargin)],
    ['freeMarginAfter', t('preview.freeMarginAfter'), money(p.freeMarginAfter)],
    ['allocated', t('preview.allocated'), money(p.allocated)],
    ['availableToAllocate', t('preview.availableToAllocate'), money(availableOf(p))],
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
      <PreviewTerms terms={terms} emphasis="fee" />
      <Text size="sm" data-testid="preview-allocation-words">
        {t('preview.allocationWords', { amount: formatMoney(p.allocation, p.currency) })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="preview-equity-rule">
        {t('preview.equityRule', { equity: formatMoney(p.equity, p.currency) })}
      </Text>
      {isShort(p) ? <ShortFunds text={t('preview.short')} /> : null}
      {isOverEquity(p) ? (
        <ShortFunds
          testId="preview-over-equity"
          text={t('preview.overEquity', { available: formatMoney(availableOf(p), p.currency) })}
        />
      ) : null}
      <RiskList
        id="robot-risks"
        title={t('preview.risksTitle')}
        testId="preview-risks"
        items={[t('preview.riskLoss'), t('preview.riskPast'), t('preview.riskFee')]}
      />
    </Stack>
  );
}

/** The preview in a dialog with Confirm and Cancel. */
export function ConfirmPurchase(dialog: PreviewDialogProps<RobotPreviewView>) {
  const { t } = useTexts(ROBOTS);
  const { name } = dialog;
  return (
    <PreviewDialog
      {...dialog}
      words={{
        texts: textsUnder(t, 'preview'),
        title: t(dialog.preview?.plan === 'rental' ? 'preview.titleRental' : 'preview.titlePerpetual', { name }),
      }}
      short={(p) => isShort(p) || isOverEquity(p)}
    >
      {(p) => <PreviewBody preview={p} />}
    </PreviewDialog>
  );
}
