import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** Names the table and its scrolling region for screen readers. */
  label: string;
  minWidth: number;
  head: ReactNode[];
  /** Per heading, which way the list is sorted by it ('none': it can be; undefined: it cannot). */
  ariaSort?: ('ascending' | 'descending' | 'none' | undefined)[];
  children: ReactNode;
}

/** A table that scrolls sideways inside its own focusable region on narrow screens, never the whole page. */
export function DataTable({ label, minWidth, head, ariaSort, children }: DataTableProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table highlightOnHover miw={minWidth} verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, index) => (
              <Table.Th key={index} scope="col" aria-sort={ariaSort?.[index]} style={{ whiteSpace: 'nowrap' }}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Box>
  );
}
