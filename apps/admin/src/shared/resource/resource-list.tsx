import { SegmentedControl } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListFilters, type SelectFilter } from '../list-filters.tsx';
import { PagedList, type PagedQuery } from '../paged-list.tsx';
import { nonEmpty, useUrlFilters } from '../search-params.ts';
import { useAppTexts } from '../texts.ts';
import { parseSort, type ResourceTableDescription, type SortValue, sortsOf } from './resource-screen.ts';

export type { ResourceColumn } from './resource-screen.ts';

import { ResourceTable } from './resource-table.tsx';

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
}

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
  return (
    <>
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
      <PagedList query={query} emptyText={emptyText} pageSize={list.pageSize}>
        {(rows) => (
          <>
            {list.above?.(rows)}
            <ResourceTable<Row, S>
              {...list}
              rows={rows}
              sort={sort}
              onSort={(next) => setFilters({ sort: next ?? '' } as Partial<Record<K | 'sort', string>>)}
            />
          </>
        )}
      </PagedList>
      {children?.(query.data?.rows)}
    </>
  );
}
