import { NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { UserIdFiltersForm, useUserIdFilter } from '../../shared/list-filters.tsx';
import { isRecordId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

export interface TradingFilterValues {
  userId: string;
  symbol: string;
  /** The order status or the position state; '' for all. */
  status: string;
}

interface TradingFiltersProps {
  values: TradingFilterValues;
  /** The status select's label and choices (without 'All', which comes first). */
  status: { label: string; options: { value: string; label: string }[] };
  onChange(next: Partial<TradingFilterValues>): void;
}

/** One user's records, one instrument's, in one status: kept in the address by the page. */
export function TradingFilters({ values, status, onChange }: TradingFiltersProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const user = useUserIdFilter(values.userId, t('trading.filters.userIdInvalid'));
  const [symbol, setSymbol] = useState(values.symbol);
  useEffect(() => setSymbol(values.symbol), [values.symbol]);

  return (
    <UserIdFiltersForm user={user} onApply={(userId) => onChange({ userId, symbol: symbol.trim().toUpperCase() })}>
      <TextInput label={t('trading.filters.userId')} {...user.inputProps} />
      <TextInput
        label={t('trading.filters.symbol')}
        value={symbol}
        onChange={(event) => setSymbol(event.currentTarget.value)}
        maxLength={16}
        autoCapitalize="characters"
        style={{ flex: '1 1 140px' }}
      />
      <NativeSelect
        label={status.label}
        data={[{ value: '', label: t('trading.filters.all') }, ...status.options]}
        value={values.status}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        style={{ flex: '1 1 180px' }}
      />
    </UserIdFiltersForm>
  );
}

/** The user ID filter as the API takes it (a positive 32-bit integer), or none. */
export function userIdOf(value: string): number | undefined {
  return isRecordId(value) ? Number(value) : undefined;
}
