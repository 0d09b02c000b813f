import { Stack } from '@mantine/core';
import { QueryState } from '@platform/ui';
import type { ReactNode } from 'react';
import { PaginationBar } from './pagination-bar.tsx';
import { useUrlFilters } from './search-params.ts';

export interface PagedQuery<Row> {
  data: { rows: Row[]; total: number } | undefined;
  error: unknown;
  isError: boolean;
  refetch(): unknown;
  isPlaceholderData: boolean;
}

interface PagedListProps<Row> {
  query: PagedQuery<Row>;
  /** What an empty list says (a filtered list: no matches; an unfiltered one: nothing yet). */
  emptyText?: string;
  /** Rows a page holds; none: the whole list is one page, with nothing under it. */
  pageSize?: number;
  /** The page's rows, as the list shows them (a table, cards). */
  children(rows: Row[]): ReactNode;
}

/**
 * A list's current page (dimmed while the next one loads) with the pages under it, once loaded; loading, failure and
 * empty states before that. The page number is kept in the address (`useUrlFilters`), where the page's query reads it.
 */
export function PagedList<Row>({ query, emptyText, pageSize, children }: PagedListProps<Row>) {
  const { pageNum, setPage } = useUrlFilters([] as const);
  return (
    <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={emptyText}>
      {(page) => (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {children(page.rows)}
          {pageSize ? (
            <PaginationBar total={page.total} pageNum={pageNum} pageSize={pageSize} onChange={setPage} />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
