import { Paper, Stack, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pager } from '../../lib/ui/pager.tsx';
import { PROFILE_PAGE_SIZE } from './api.ts';

/**
 * The profile's lists of cases and reports: each row a card whose button (named by `label`) opens it, showing
 * `children`; `after` goes beside the button, not in it (a button's content is not read out past its name, and a
 * link inside a button would be two controls in one). The pager under it turns the list's pages.
 */
export function OpenList<Row extends { id: number }>({
  rows,
  label,
  onOpen,
  children,
  after,
  paging,
}: {
  rows: Row[];
  paging: { page: number; total: number; onPage: (page: number) => void };
  label: (row: Row) => string;
  onOpen: (row: Row) => void;
  children: (row: Row) => ReactNode;
  after?: (row: Row) => ReactNode;
}) {
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder radius="md">
            <UnstyledButton w="100%" p="md" onClick={() => onOpen(row)} aria-label={label(row)}>
              {children(row)}
            </UnstyledButton>
            {after?.(row)}
          </Paper>
        ))}
      </Stack>
      <Pager page={paging.page} size={PROFILE_PAGE_SIZE} total={paging.total} onChange={paging.onPage} />
    </>
  );
}
