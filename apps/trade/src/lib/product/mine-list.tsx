import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pager } from '../money/pager.tsx';

const listStyle = { listStyle: 'none' } as const;

/**
 * A page of the user's own (subscriptions, contracts, loans, robots) as a bare list of cards, with the pager under it.
 * `label` names the list when no heading does.
 */
export function MineList({
  label,
  page,
  pageSize,
  total,
  onPage,
  gap = 'sm',
  children,
}: {
  label?: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Between the list and the pager. */
  gap?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      <Stack component="ul" gap="sm" p={0} m={0} style={listStyle} aria-label={label}>
        {children}
      </Stack>
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPage} />
    </Stack>
  );
}
