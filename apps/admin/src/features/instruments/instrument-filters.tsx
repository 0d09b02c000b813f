import { EXCHANGES, INSTRUMENT_CLASSES } from '@platform/contracts';
import { ListFilters } from '../../shared/list-filters.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

interface InstrumentFiltersProps {
  q: string;
  instrumentClass: string;
  exchange: string;
  onChange(filters: { q?: string; class?: string; exchange?: string }): void;
}

/** Search by symbol or name; filter by class and exchange. */
export function InstrumentFilters({ q, instrumentClass, exchange, onChange }: InstrumentFiltersProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const all = { value: '', label: t('instruments.all') };
  return (
    <ListFilters
      search={{
        key: 'q',
        label: t('instruments.search'),
        placeholder: t('instruments.searchPlaceholder'),
        value: q,
        maxLength: 40,
      }}
      selects={[
        {
          key: 'class',
          label: t('instruments.classFilter'),
          value: instrumentClass,
          options: [all, ...INSTRUMENT_CLASSES.map((c) => ({ value: c, label: t(`market.classes.${c}`) }))],
          flex: '1 1 140px',
        },
        {
          key: 'exchange',
          label: t('instruments.exchangeFilter'),
          value: exchange,
          options: [all, ...EXCHANGES.map((e) => ({ value: e, label: e }))],
          flex: '1 1 140px',
        },
      ]}
      onChange={onChange}
    />
  );
}
