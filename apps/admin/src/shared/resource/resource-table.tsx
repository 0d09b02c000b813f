import { Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { type RowData, rowSortingFeature, type SortingState, tableFeatures, useTable } from '@tanstack/react-table';
import type { HTMLAttributes, Ref } from 'react';
import { DataTable } from '../data-table.tsx';
import { FIGURES } from '../offered-name.tsx';
import type { ResourceColumn, ResourceTableDescription, SortValue } from './resource-screen.ts';

const features = tableFeatures({ rowSortingFeature });

/** A box per row to pick it for a bulk action, and one in the heading for the page. */
export interface TableSelection<Row> {
  /** Rows that cannot be picked (already decided) show no box. */
  selectable(row: Row): boolean;
  isSelected(row: Row): boolean;
  toggle(row: Row): void;
  all: boolean;
  some: boolean;
  toggleAll(): void;
  /** The row's box's name ("Select deposit #41"). */
  rowLabel(row: Row): string;
  /** The page's box's name. */
  allLabel: string;
}

interface ResourceTableProps<Row extends RowData, S extends string> extends ResourceTableDescription<Row, S> {
  rows: Row[];
  sort: SortValue<S> | undefined;
  onSort(sort: SortValue<S> | undefined): void;
  selection?: TableSelection<Row>;
  /** More on a row's element: its focus and clicks, for a list worked from the keyboard. */
  rowProps?(
    row: Row,
  ): HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> } & Record<`data-${string}`, unknown>;
}

const toSorting = (sort: string | undefined): SortingState =>
  sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A page of rows under headings; a sortable heading is a button that turns the server's sort (ascending, descending,
 * then the list's usual order) and says which way the column is sorted (`aria-sort`).
 */
export function ResourceTable<Row extends RowData, S extends string>(props: ResourceTableProps<Row, S>) {
  const { label, minWidth, columns, rowKey, rowData, rows, sort, onSort, selection, rowProps } = props;
  const sorting = toSorting(sort);
  const table = useTable({
    features,
    columns: columns.map((column, index) => ({
      id: column.sort ?? `column${index}`,
      header: column.head,
      enableSorting: Boolean(column.sort),
      // The server sorts: the table needs an accessor to offer sorting, never the value.
      accessorFn: () => null,
      sortDescFirst: column.descFirst ?? false,
    })),
    data: rows,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      onSort(next ? ((next.desc ? `-${next.id}` : next.id) as SortValue<S>) : undefined);
    },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const selectAll = selection ? (
    <Checkbox
      aria-label={selection.allLabel}
      checked={selection.all}
      indeterminate={selection.some}
      disabled={!rows.some(selection.selectable)}
      onChange={selection.toggleAll}
    />
  ) : null;
  return (
    <DataTable
      label={label}
      minWidth={minWidth}
      ariaSort={[
        ...(selection ? [undefined] : []),
        ...headers.map((header) => {
          if (!header.column.getCanSort()) return undefined;
          const sorted = header.column.getIsSorted();
          return sorted ? ARIA_SORT[sorted] : 'none';
        }),
      ]}
      head={[
        ...(selection ? [selectAll] : []),
        ...headers.map((header, index) =>
          header.column.getCanSort() ? (
            <UnstyledButton onClick={header.column.getToggleSortingHandler()} fz="inherit" fw="inherit">
              <Group gap={4} wrap="nowrap" component="span">
                {columns[index]!.head}
                <span aria-hidden="true">{SORT_MARK[header.column.getIsSorted() || 'none']}</span>
              </Group>
            </UnstyledButton>
          ) : (
            columns[index]!.head
          ),
        ),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={rowKey(row)} {...rowData?.(row)} {...rowProps?.(row)}>
          {selection ? (
            <Table.Td w={40}>
              {selection.selectable(row) ? (
                <Checkbox
                  aria-label={selection.rowLabel(row)}
                  checked={selection.isSelected(row)}
                  onChange={() => selection.toggle(row)}
                />
              ) : null}
            </Table.Td>
          ) : null}
          {columns.map((column, index) => (
            <Table.Td
              key={index}
              style={cellStyle(column)}
              ff={column.monospace ? 'monospace' : undefined}
              ta={column.right ? 'right' : undefined}
            >
              {column.actions ? (
                <Group gap="xs" wrap="nowrap">
                  {column.cell(row)}
                </Group>
              ) : (
                column.cell(row)
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </DataTable>
  );
}

const SORT_MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

const cellStyle = <Row, S extends string>(column: ResourceColumn<Row, S>) =>
  column.nowrap
    ? { whiteSpace: 'nowrap' as const }
    : column.figures
      ? FIGURES
      : column.minWidth !== undefined || column.maxWidth !== undefined
        ? {
            minWidth: column.minWidth,
            maxWidth: column.maxWidth,
            overflowWrap: column.minWidth !== undefined ? ('anywhere' as const) : undefined,
          }
        : undefined;
