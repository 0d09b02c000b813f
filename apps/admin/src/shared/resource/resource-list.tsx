import { SegmentedControl } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ListFilters, type SelectFilter } from '../list-filters.tsx';
import { useListKeyboard } from '../list-keyboard.ts';
import { PagedList, type PagedQuery } from '../paged-list.tsx';
import { useRowSelection } from '../row-selection.ts';
import { nonEmpty, useUrlFilters } from '../search-params.ts';
import { useAppTexts } from '../texts.ts';
import { parseSort, type ResourceTableDescription, type SortValue, sortsOf } from './resource-screen.ts';
import { SavedFilters } from './saved-filters.tsx';

export type { ResourceColumn } from './resource-screen.ts';

import { ResourceTable, type TableSelection } from './resource-table.tsx';

/** What the list asks its server for: the filters shown (empty ones left out), the sort and the page. */
export interface ListParams<K extends string, S extends string> {
  filters: Partial<Record<K, string>>;
  sort?: SortValue<S>;
  pageNum: number;
  /** 0 for a list that is not paged. */
  pageSize: number;
}

/** A whole list (a catalogue of a few items) as the one page of an unpaged resource list. */
export const wholeList = <Row,>(rows: Row[]) => ({ rows, total: rows.length });

export interface ResourceListDescription<Row extends RowData, K extends string, S extends string = never>
  extends ResourceTableDescription<Row, S> {
  /** The page's query: the feature's `useQuery` of its api's list. */
  useRows(params: ListParams<K, S>): PagedQuery<Row>;
  /** Rows a page holds; none: the server answers the whole list (with `wholeList`), shown without pages. */
  pageSize?: number;
  /** A free-text search, applied with Search (or Enter). */
  search?: { key: K; label: string; placeholder?: string; maxLength?: number };
  /**
   * Choices that apply as soon as they change. With no `initial`, the first option is the unfiltered one (value '');
   * with one, the list opens on it (a queue on what waits) and an option names the whole list.
   */
  selects?: (Omit<SelectFilter<K>, 'value'> & { initial?: string; segmented?: true })[];
  /**
   * Filters of the feature's own form (a user's ID checked before it applies), kept in the address under `keys`; the
   * list opens on `initial`.
   */
  filterForm?: {
    keys: K[];
    initial?: Partial<Record<K, string>>;
    render(shown: Record<K, string>, apply: (next: Partial<Record<K, string>>) => void): ReactNode;
  };
  /** What the page says above its rows, from them (the items holding something up). */
  above?(rows: Row[]): ReactNode;
  /**
   * What the list says with no rows and no filter set (with one: the shared "nothing matches"); or, from the filters
   * shown, what it says in every case.
   */
  emptyText?: string | ((shown: Record<K, string>) => string);
  /**
   * Where a row leads (its page): a click on the row outside its own links, buttons and boxes opens it, and so does
   * Enter on the row in focus; `j`/`k` move between the rows.
   */
  rowLink?(row: Row): string;
  /** Rows picked for one action on them all: a box on each (`x` picks the row in focus) and one for the page. */
  bulk?: Pick<TableSelection<Row>, 'selectable' | 'rowLabel' | 'allLabel'> & {
    /** What the list shows over its rows: what can be done to the picked ones (none picked: `rows` is empty). */
    bar(rows: Row[], clear: () => void): ReactNode;
  };
  /** Keys acting on the picked rows, or on the row in focus when none is picked (`['a', approve]`). */
  hotkeys?: readonly (readonly [string, (rows: Row[]) => void])[];
}

const INSIDE_ROW_CONTROL = 'a, button, input, label, select, textarea';

/**
 * A resource's list: its search and filters, the rows of the page under sortable headings and the pages, all kept in
 * the address (filters, `sort` and `page`), so a list can be shared, reloaded and walked back.
 */
export function ResourceList<Row extends RowData, K extends string, S extends string = never>({
  list,
  children,
}: {
  list: ResourceListDescription<Row, K, S>;
  /** What the page shows beside the list from its current rows (a dialog opened on one). */
  children?(rows: Row[] | undefined): ReactNode;
}) {
  const { t } = useAppTexts();
  const keys = [
    ...(list.search ? [list.search.key] : []),
    ...(list.selects ?? []).map((select) => select.key),
    ...(list.filterForm?.keys ?? []),
  ];
  const { values, pageNum, setFilters } = useUrlFilters<K | 'sort'>([...keys, 'sort']);
  const sort = parseSort(values.sort, sortsOf(list.columns));
  const initial: Partial<Record<string, string>> = {
    ...Object.fromEntries((list.selects ?? []).map((select) => [select.key, select.initial ?? ''])),
    ...list.filterForm?.initial,
  };
  const shown = Object.fromEntries(keys.map((key) => [key, values[key] || initial[key] || ''])) as Record<K, string>;
  const filters = nonEmpty(shown);
  const query = list.useRows({ filters, sort, pageNum, pageSize: list.pageSize ?? 0 });
  const filtered = keys.some((key) => shown[key] !== (initial[key] ?? ''));
  const emptyText =
    typeof list.emptyText === 'function' ? list.emptyText(shown) : filtered ? t('shared.noMatches') : list.emptyText;
  // A filter back on its initial value leaves the address, as if never set.
  const apply = (next: Partial<Record<K, string>>) =>
    setFilters(
      Object.fromEntries(
        Object.entries(next).map(([key, value]) => [key, value === initial[key] ? '' : value]),
      ) as Partial<Record<K | 'sort', string>>,
    );
  const selects = list.selects ?? [];
  const plain = selects.filter((select) => !select.segmented);
  const work = useRowWork(list, query.data?.rows ?? []);
  return (
    <>
      {/* Where `/` looks for the list's search: the fields after this mark. */}
      <span ref={work.filters} hidden />
      {selects
        .filter((select) => select.segmented)
        .map((select) => (
          <SegmentedControl
            key={select.key}
            aria-label={select.label}
            value={shown[select.key]}
            onChange={(value) => apply({ [select.key]: value } as Partial<Record<K, string>>)}
            data={select.options}
            style={{ alignSelf: 'flex-start' }}
          />
        ))}
      {list.filterForm?.render(shown, apply)}
      {list.search || plain.length > 0 ? (
        <ListFilters<K>
          search={list.search ? { ...list.search, value: shown[list.search.key] } : undefined}
          selects={plain.map((select) => ({ ...select, value: shown[select.key] }))}
          onChange={apply}
        />
      ) : null}
      {keys.length > 0 ? <SavedFilters /> : null}
      <PagedList query={query} emptyText={emptyText} pageSize={list.pageSize}>
        {(rows) => (
          <>
            {list.above?.(rows)}
            {list.bulk?.bar(work.picked, work.clear)}
            <ResourceTable<Row, S>
              {...list}
              rows={rows}
              sort={sort}
              onSort={(next) => setFilters({ sort: next ?? '' } as Partial<Record<K | 'sort', string>>)}
              selection={work.selection}
              rowProps={work.rowProps}
            />
          </>
        )}
      </PagedList>
      {children?.(query.data?.rows)}
    </>
  );
}

/**
 * A list's rows worked from the keyboard and in bulk, as its description asks: the row in focus (`j`/`k`, Enter opens
 * its link), the rows picked (`x`, the boxes), the list's own keys on them, and `/` to the list's first filter field.
 */
function useRowWork<Row extends RowData, K extends string, S extends string>(
  list: ResourceListDescription<Row, K, S>,
  rows: Row[],
) {
  const navigate = useNavigate();
  const filters = useRef<HTMLSpanElement>(null);
  const elements = useRef(new Map<string | number, HTMLTableRowElement>());
  const { rowKey, rowLink, bulk } = list;
  const byKey = new Map(rows.map((row) => [rowKey(row), row]));
  const selection = useRowSelection(bulk ? rows.filter(bulk.selectable).map(rowKey) : []);
  const picked = selection.selected.map((key) => byKey.get(key)!);
  const keyboard = useListKeyboard({
    keys: rowLink ? rows.map(rowKey) : [],
    rowElement: (key) => elements.current.get(key),
    onOpen: (key) => rowLink && navigate(rowLink(byKey.get(key)!)),
    onToggle: bulk ? selection.toggle : undefined,
    search: list.search || list.selects?.length || list.filterForm ? filters : undefined,
    hotkeys: (list.hotkeys ?? []).map(
      ([key, act]) =>
        [
          key,
          (focused: string | number | null) => {
            const row = focused === null ? undefined : byKey.get(focused);
            act(picked.length > 0 ? picked : row ? [row] : []);
          },
        ] as const,
    ),
  });
  return {
    filters,
    picked,
    clear: selection.clear,
    selection: bulk
      ? {
          ...bulk,
          isSelected: (row: Row) => selection.isSelected(rowKey(row)),
          toggle: (row: Row) => selection.toggle(rowKey(row)),
          all: selection.all,
          some: selection.some,
          toggleAll: selection.toggleAll,
        }
      : undefined,
    rowProps: rowLink
      ? (row: Row) => {
          const key = rowKey(row);
          const focused = keyboard.focused === key;
          return {
            ref: (element: HTMLTableRowElement | null) => {
              if (element) elements.current.set(key, element);
              else elements.current.delete(key);
            },
            tabIndex: focused ? 0 : -1,
            'data-focused': focused || undefined,
            onFocus: () => keyboard.setFocused(key),
            onClick: (event: MouseEvent<HTMLTableRowElement>) => {
              if ((event.target as HTMLElement).closest(INSIDE_ROW_CONTROL)) return;
              navigate(rowLink(row));
            },
            style: {
              cursor: 'pointer',
              outline: focused ? '2px solid var(--mantine-color-indigo-7)' : undefined,
              outlineOffset: -2,
            },
          };
        }
      : undefined,
  };
}
