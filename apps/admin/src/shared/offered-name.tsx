import { Anchor, Group, Text } from '@mantine/core';
import { loosely, TABULAR } from '@platform/ui';
import type { ReactNode } from 'react';
import { ToneBadge } from './badges.tsx';
import type { ResourceColumn } from './resource/resource-screen.ts';
import { useAppTexts } from './texts.ts';

/** A catalogue table's figures cell: tabular digits, each line kept whole. */
export const FIGURES = { ...TABULAR, whiteSpace: 'nowrap' } as const;

/** A catalogue cell's figure and, under it, smaller and dimmed, what it is of. */
export function Figure({ children, under }: { children: ReactNode; under?: ReactNode }) {
  return (
    <>
      <Text size="sm">{children}</Text>
      {under === undefined ? null : (
        <Text size="xs" c="dimmed">
          {under}
        </Text>
      )}
    </>
  );
}

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

/**
 * A catalogue list's first column, sorted by name: the item's name (which opens its form, `texts` as OfferedName's)
 * beside whether it is offered, what it is under them; its narrowest and widest widths.
 */
export const offeredNameColumn = <T extends { name: string; active: boolean }>(
  head: string,
  texts: string,
  onEdit: (item: T) => void,
  [minWidth, maxWidth]: [number, number],
  below: (item: T) => ReactNode,
): ResourceColumn<T, 'name'> => ({
  head,
  sort: 'name',
  minWidth,
  maxWidth,
  cell: (item) => (
    <>
      <OfferedName item={item} texts={texts} onEdit={onEdit} />
      {below(item)}
    </>
  ),
});
