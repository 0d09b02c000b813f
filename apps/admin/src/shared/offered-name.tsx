import { Anchor, Group } from '@mantine/core';
import { TABULAR } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from './badges.tsx';

/** A catalogue table's figures cell: tabular digits, each line kept whole. */
export const FIGURES = { ...TABULAR, whiteSpace: 'nowrap' } as const;

interface OfferedNameProps<T extends { name: string; active: boolean }> {
  item: T;
  /** The i18n key holding `editOf` (the name's accessible label), `active` and `inactive`. */
  texts: string;
  /** The name opens the item's form. */
  onEdit(item: T): void;
}

/** A catalogue item's name (a product, an institution), which opens its form, beside whether it is offered. */
export function OfferedName<T extends { name: string; active: boolean }>({ item, texts, onEdit }: OfferedNameProps<T>) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" justify="space-between">
      <Anchor
        component="button"
        type="button"
        fw={700}
        size="sm"
        ta="left"
        onClick={() => onEdit(item)}
        aria-label={t(`${texts}.editOf`, { name: item.name })}
      >
        {item.name}
      </Anchor>
      <ToneBadge tone={item.active ? 'teal' : 'gray'}>
        {item.active ? t(`${texts}.active`) : t(`${texts}.inactive`)}
      </ToneBadge>
    </Group>
  );
}
