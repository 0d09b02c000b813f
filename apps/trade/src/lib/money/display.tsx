// Small pieces the money screens show amounts, times, states and loading with.
import { Badge, Button, Center, Loader, Stack, Text, type TextProps, VisuallyHidden } from '@mantine/core';
import { type Currency, formatAmount } from '@platform/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MONEY } from './texts.ts';

interface AmountProps extends TextProps {
  value: string;
  currency: Currency;
  /** Shows a leading + on credits (ledger movements). */
  signed?: boolean;
  /** Appends the currency code. */
  withCode?: boolean;
}

/** An exact amount, grouped and padded to the currency's decimals, in tabular figures. */
export function Amount({ value, currency, signed, withCode = true, ...props }: AmountProps) {
  const shown = formatAmount(value, currency);
  const sign = signed && !shown.startsWith('-') && /[1-9]/.test(shown) ? '+' : '';
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {sign}
      {shown}
      {withCode ? ` ${currency}` : ''}
    </Text>
  );
}

/** A date and time in the reader's language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-GB';
  return (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', hour12: false });
}

/** Mantine's orange fails AA contrast as text on white and under white text; this ink passes both ways (7:1). */
export const WARNING_INK = '#a13800';

const STATUS_COLOR = { pending: WARNING_INK, failed: 'red.9', completed: 'teal.9' } as const;

/** A deposit or withdrawal state: pending review, audit failure, completed. */
export function StatusBadge({ status, label }: { status: keyof typeof STATUS_COLOR; label: string }) {
  return (
    <Badge variant="outline" color={STATUS_COLOR[status]} tt="none" data-status={status} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** Loading and error states of a money query, so screens only render data. */
export function QueryState({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'> }) {
  const { t } = useTranslation(MONEY);
  if (query.isPending)
    return (
      <Center py="md" role="status">
        <Loader size="sm" />
        <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
      </Center>
    );
  if (query.isError)
    return (
      <Stack align="center" gap="xs" py="md" role="alert">
        <Text size="sm">{t('loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  return null;
}
