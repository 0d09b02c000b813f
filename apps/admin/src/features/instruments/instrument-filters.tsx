import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { EXCHANGES, INSTRUMENT_CLASSES } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InstrumentFiltersProps {
  q: string;
  instrumentClass: string;
  exchange: string;
  onChange(filters: { q?: string; class?: string; exchange?: string }): void;
}

/** Search by symbol or name; filter by class and exchange. */
export function InstrumentFilters({ q, instrumentClass, exchange, onChange }: InstrumentFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const all = { value: '', label: t('instruments.all') };

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('instruments.search')}
            placeholder={t('instruments.searchPlaceholder')}
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={40}
            style={{ flex: '1 1 220px' }}
          />
          <NativeSelect
            label={t('instruments.classFilter')}
            data={[all, ...INSTRUMENT_CLASSES.map((c) => ({ value: c, label: t(`market.classes.${c}`) }))]}
            value={instrumentClass}
            onChange={(event) => onChange({ class: event.currentTarget.value })}
            style={{ flex: '1 1 140px' }}
          />
          <NativeSelect
            label={t('instruments.exchangeFilter')}
            data={[all, ...EXCHANGES.map((e) => ({ value: e, label: e }))]}
            value={exchange}
            onChange={(event) => onChange({ exchange: event.currentTarget.value })}
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit">{t('shared.search')}</Button>
        </Group>
      </form>
    </search>
  );
}
