import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordId } from '../../shared/route-id.ts';

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
  const { t } = useTranslation();
  const [userId, setUserId] = useState(values.userId);
  const [symbol, setSymbol] = useState(values.symbol);
  const [userIdError, setUserIdError] = useState<string | null>(null);
  useEffect(() => setUserId(values.userId), [values.userId]);
  useEffect(() => setSymbol(values.symbol), [values.symbol]);

  return (
    <search>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const id = userId.trim();
          if (id && !isRecordId(id)) {
            setUserIdError(t('trading.filters.userIdInvalid'));
            return;
          }
          setUserIdError(null);
          onChange({ userId: id, symbol: symbol.trim().toUpperCase() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('trading.filters.userId')}
            inputMode="numeric"
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
            error={userIdError}
            maxLength={10}
            style={{ flex: '1 1 140px' }}
          />
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
          <Button type="submit">{t('shared.search')}</Button>
        </Group>
      </form>
    </search>
  );
}

/** The user ID filter as the API takes it (a positive 32-bit integer), or none. */
export function userIdOf(value: string): number | undefined {
  return isRecordId(value) ? Number(value) : undefined;
}
