import { Anchor, Group } from '@mantine/core';
import { loosely, TABULAR } from '@platform/ui';
import { ToneBadge } from './badges.tsx';
import { useAppTexts } from './texts.ts';

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
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
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
