import { Paper, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { type Figure, FigureGrid } from './figure-grid.tsx';
import { RecordTitle } from './record-title.tsx';

/**
 * One item of the trading records (a position held or closed, an order waiting): its title line, its figures, then
 * what can be done with it. `data` are the attributes the tests and the browser journeys read the item by.
 */
export function RecordCard({
  testId,
  data,
  figures,
  children,
  ...title
}: ComponentProps<typeof RecordTitle> & {
  testId: string;
  data: Record<`data-${string}`, string>;
  figures: readonly Figure[];
  children?: ReactNode;
}) {
  return (
    <Paper component="li" p="md" radius="lg" withBorder data-testid={testId} {...data}>
      <RecordTitle {...title} />
      <FigureGrid figures={figures} />
      {children}
    </Paper>
  );
}

/** A record's profit or loss beside its title, large, under its label. */
export function PnlAside({
  label,
  value,
  currency,
  testId,
  children,
}: {
  label: string;
  value: string;
  currency: ComponentProps<typeof PnlAmount>['currency'];
  testId: string;
  /** what goes under the amount (the P/L on margin) */
  children?: ReactNode;
}) {
  return (
    <div style={{ textAlign: 'right', flexShrink: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <PnlAmount value={value} currency={currency} fw={700} size="lg" data-testid={testId} />
      {children}
    </div>
  );
}
