// What an operator without the deciding role sees, in a DOM: a reviewer reads the trading settings (and their
// change history) without a way to change them.
import { objectHistoryApi, tradingAdminApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

describe('operators without the deciding role', () => {
  it('a reviewer sees the trading settings read-only', async () => {
    await renderAdmin('/trading/settings', {
      operator: operatorWith(['reviewer']),
      api: [
        handle(objectHistoryApi.history, { rows: [], total: 0 }),
        handle(tradingAdminApi.settings, {
          classes: [
            {
              class: 'stock',
              leverages: [1, 2, 5],
              feeRate: '0.001',
              marginCallLevel: '1',
              stopOutLevel: '0.5',
              closedMarket: 'queue',
              updatedAt: '2026-01-05T09:00:00.000Z',
            },
          ],
        }),
      ],
      viewport: 'desktop',
    });
    expect(await screen.findByText('Only admins can change trading settings.', {}, FIRST)).toBeTruthy();
    const stock = await screen.findByRole('region', { name: 'Stock' });
    expect(stock.textContent).toContain('0.1 %');
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
