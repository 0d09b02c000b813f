import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A queue row's link to its record's page: filled while it waits for a decision (Review), plain once decided (View). */
export function RecordLink({ to, waiting, children }: { to: string; waiting: boolean; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant={waiting ? 'filled' : 'default'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {children}
    </Button>
  );
}
