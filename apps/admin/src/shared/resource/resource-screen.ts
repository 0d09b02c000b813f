// One resource screen for the back office's lists: a description (its columns, which of them sort, its search and
// filters, its row actions) from which the list page is built; its form is built from field descriptions
// (form-fields.ts) and checked by the contract's schema (shared/forms.ts). Sorting, filtering and paging are the
// server's; the page keeps them in the address.
//
// Built on TanStack Table (headless) with Mantine's Table, not on Refine. Refine's Mantine kit (@refinedev/mantine 3)
// needs Mantine 5 and emotion, and we are on Mantine 8, so all Refine would bring is its core: a data provider, router
// bindings and form/table hooks beside our typed client, TanStack Query factories and React Router, two layers for one
// job, while the features' columns and cells, where the lines are, stay ours either way. TanStack Table keeps our
// markup, client and cache and gives the column model and the sort state machine (which way a heading turns, what is
// sorted, aria-sort from it) for about 11 KB gzip with this module, in the lazily loaded list chunks only.
import type { ReactNode } from 'react';

/** A list's sort as its query and the address carry it: a column's sort name, `-` before it for descending. */
export type SortValue<S extends string> = S | `-${S}`;

export interface ResourceColumn<Row, S extends string = never> {
  /** The heading, in the operator's language. */
  head: string;
  cell(row: Row): ReactNode;
  /** The list's sort name for this column, where the server sorts by it. */
  sort?: S;
  /** Sorted newest or largest first on the first click (dates, counts). */
  descFirst?: true;
  /** A text column's narrowest width; a long word breaks anywhere beyond it. */
  minWidth?: number;
  /** A column's widest (an address that would push the others away). */
  maxWidth?: number;
  /** Kept on one line (dates, addresses). */
  nowrap?: true;
  /** Symbols and codes, in the monospace font. */
  monospace?: true;
  /** Figures, aligned on the right. */
  right?: true;
  /** Lines of figures (a catalogue's prices, counts): tabular digits, each line kept whole. */
  figures?: true;
  /** The row's buttons, side by side. */
  actions?: true;
}

export interface ResourceTableDescription<Row, S extends string = never> {
  /** Names the table for screen readers. */
  label: string;
  /** The table's narrowest width before it scrolls. */
  minWidth: number;
  columns: readonly ResourceColumn<Row, S>[];
  /** A row's key (its id or code). */
  rowKey(row: Row): string | number;
  /** Attributes on a row's element (`data-news-id`), where tests and tools find it by them. */
  rowData?(row: Row): Record<`data-${string}`, string | number>;
}

/** The sort names a list's columns offer. */
export const sortsOf = <Row, S extends string>(columns: readonly ResourceColumn<Row, S>[]) =>
  columns.flatMap((column) => (column.sort ? [column.sort] : []));

/** The address's `sort`, if it names one of the columns' sorts (either way); anything else is no sort. */
export function parseSort<S extends string>(value: string, sorts: readonly S[]): SortValue<S> | undefined {
  const name = value.startsWith('-') ? value.slice(1) : value;
  return (sorts as readonly string[]).includes(name) ? (value as SortValue<S>) : undefined;
}
