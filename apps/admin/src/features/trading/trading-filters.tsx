import { NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { UserIdFiltersForm, useUserIdFilter } from '../../shared/list-filters.tsx';
import { isRecordId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

type StatusKey = 'status' | 'state';

/** The lists' filter keys in the address: one user, one symbol, and the order's status or the position's state. */
export type TradingFilterKey<S extends StatusKey> = 'userId' | 'symbol' | S;

type Changed<S extends StatusKey> = Partial<Record<TradingFilterKey<S>, string>>;

/** The status select: its key, label and choices (without 'All', which comes first). */
interface StatusFilter<S extends StatusKey> {
  key: S;
  label: string;
  options: { value: string; label: string }[];
}

interface TradingFiltersProps<S extends StatusKey> {
  values: Record<TradingFilterKey<S>, string>;
  status: StatusFilter<S>;
  onChange(next: Changed<S>): void;
}

/**
 * One user's records, one instrument's, in one status: the user ID and symbol apply with Search (the ID checked
 * first), the status as soon as it is chosen.
 */
function TradingFilters<S extends StatusKey>({ values, status, onChange }: TradingFiltersProps<S>) {
  const { t } = useAppTexts<ScreenTexts>();
  const user = useUserIdFilter(values.userId, t('trading.filters.userIdInvalid'));
  const [symbol, setSymbol] = useState(values.symbol);
  useEffect(() => setSymbol(values.symbol), [values.symbol]);

  return (
    <UserIdFiltersForm
      user={user}
      onApply={(userId) => onChange({ userId, symbol: symbol.trim().toUpperCase() } as Changed<S>)}
    >
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
        value={values[status.key]}
        onChange={(event) => onChange({ [status.key]: event.currentTarget.value } as Changed<S>)}
        style={{ flex: '1 1 180px' }}
      />
    </UserIdFiltersForm>
  );
}

/** A list's filter form (its resource list's `filterForm`): the user, the symbol and the status asked for. */
export const tradingFilterForm = <S extends StatusKey>(status: StatusFilter<S>) => ({
  keys: ['userId', 'symbol', status.key] as TradingFilterKey<S>[],
  render: (shown: Record<TradingFilterKey<S>, string>, apply: (next: Changed<S>) => void) => (
    <TradingFilters values={shown} status={status} onChange={apply} />
  ),
});

/**
 * The filters shown as the list's query takes them: the user ID when it names a record (a positive 32-bit integer),
 * the status when it is one of `choices`.
 */
export function tradingQuery<S extends StatusKey, C extends string>(
  filters: Changed<S>,
  key: S,
  choices: readonly C[],
): { userId?: number; symbol?: string } & Partial<Record<S, C>> {
  const userId = filters.userId && isRecordId(filters.userId) ? Number(filters.userId) : undefined;
  const status = (choices as readonly string[]).includes(filters[key] ?? '') ? (filters[key] as C) : undefined;
  return { userId, symbol: filters.symbol, ...({ [key]: status } as Partial<Record<S, C>>) };
}
