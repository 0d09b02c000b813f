// Price alerts in a DOM: the page lists each alert with its state (fired: at which price), pauses, resumes and deletes
// on the server (a fake that keeps the list); the quote's Alert form opens with the live price, refuses bad input on
// its field before sending, shows the server's refusal on its field, and sends what the user chose.
import type { PriceAlert } from '@platform/contracts';
import { alertsApi, identityApi } from '@platform/contracts';
import { fieldError, handle, refuse, screenRenderer } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { LISTING, STOCK, SYMBOL } from '../../testing/fixtures.ts';
import { renderTrade, TRADER } from '../../testing/render-trade.tsx';
import { AlertButton } from './alert-button.tsx';

const alert = (over: Partial<PriceAlert>): PriceAlert => ({
  id: 1,
  symbol: SYMBOL,
  kind: 'above',
  price: '120.00',
  percent: null,
  email: false,
  state: 'active',
  createdAt: '2026-11-20T09:00:00.000Z',
  firedAt: null,
  firedPrice: null,
  ...over,
});

/** The server's alerts, kept across requests. */
function alertsServer(initial: PriceAlert[]) {
  let rows = initial;
  const set = (id: number, state: PriceAlert['state']) => {
    rows = rows.map((row) => (row.id === id ? { ...row, state } : row));
    return rows.find((row) => row.id === id)!;
  };
  const view = () => ({ rows, waiting: rows.filter((r) => r.state !== 'fired').length, limit: 50 });
  return [
    handle(alertsApi.find, view),
    handle(alertsApi.pause, ({ params }) => set(Number(params.id), 'paused')),
    handle(alertsApi.resume, ({ params }) => set(Number(params.id), 'active')),
    handle(alertsApi.delete, ({ params }) => {
      const gone = rows.find((row) => row.id === Number(params.id))!;
      rows = rows.filter((row) => row !== gone);
      return gone;
    }),
  ];
}

const itemOf = (symbolCondition: RegExp) => screen.getByRole('listitem', { name: symbolCondition });

describe('the alerts page', () => {
  it('shows each alert’s state, and pauses, resumes and deletes on the server', async () => {
    const { user, api } = await renderTrade('/alerts', {
      api: alertsServer([
        alert({ id: 1 }),
        alert({ id: 2, kind: 'move', price: null, percent: '2.50', email: true }),
        alert({
          id: 3,
          kind: 'below',
          price: '90.00',
          state: 'fired',
          firedAt: '2026-11-21T10:15:00.000Z',
          firedPrice: '89.95',
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price alerts' })).toBeTruthy();
    expect((await screen.findByTestId('alerts-count')).textContent).toBe(
      '2 of 50 alerts waiting (active or paused). Fired alerts do not count.',
    );
    const above = itemOf(/Price at or above 120\.00/);
    expect(within(above).getByTestId('alert-state').textContent).toBe('Active');
    const move = itemOf(/Moves 2\.50% either way/);
    expect(within(move).getByText(/Also by e-mail/)).toBeTruthy();
    const fired = itemOf(/Price at or below 90\.00/);
    expect(within(fired).getByTestId('alert-state').textContent).toBe('Fired');
    expect(within(fired).getByText(/Fired at 89\.95 on/)).toBeTruthy();
    expect(within(fired).queryByRole('button', { name: /Pause/ })).toBeNull();

    await user.click(within(above).getByRole('button', { name: `Pause ${SYMBOL}` }));
    await waitFor(() => expect(within(itemOf(/above 120/)).getByTestId('alert-state').textContent).toBe('Paused'));
    await user.click(within(itemOf(/above 120/)).getByRole('button', { name: `Resume ${SYMBOL}` }));
    await waitFor(() => expect(within(itemOf(/above 120/)).getByTestId('alert-state').textContent).toBe('Active'));
    await user.click(within(fired).getByRole('button', { name: `Delete ${SYMBOL}` }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /below 90/ })).toBeNull());
    expect(api.callsTo(alertsApi.pause).map((c) => c.params)).toEqual([{ id: 1 }]);
    expect(api.callsTo(alertsApi.resume).map((c) => c.params)).toEqual([{ id: 1 }]);
    expect(api.callsTo(alertsApi.delete).map((c) => c.params)).toEqual([{ id: 3 }]);
  });

  it('says so when there is none, in Chinese too', async () => {
    await renderTrade('/alerts', { api: alertsServer([]), language: 'zh' });
    expect(await screen.findByText('您还没有价格提醒。')).toBeTruthy();
  });
});

// The Alert button as the quote page places it, on a page of its own.
const renderButton = screenRenderer({
  routes: [{ path: '/button', Component: () => <AlertButton instrument={STOCK} quote={LISTING.quote} /> }],
  i18n,
  createQueryClient,
  Providers: AppProviders,
  prepare() {
    useSession.setState({ token: null, user: null, signedOutBecause: null });
    useSession.getState().signIn('test-token', TRADER);
    return [handle(identityApi.getUserInfo, TRADER)];
  },
});

describe('the create form', () => {
  it('opens with the live price, refuses bad input on its field, shows the server’s refusal, and sends the choice', async () => {
    let refuseNext = true;
    const { user, api } = await renderButton('/button', {
      api: [
        handle(alertsApi.create, ({ body }) => {
          if (refuseNext) {
            refuseNext = false;
            return refuse(400, 'Enter a price in steps of 0.01', [
              { field: 'price', message: 'Enter a price in steps of 0.01' },
            ]);
          }
          return alert({ id: 9, price: body.threshold, email: body.email });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Alert/ }));
    const dialog = await screen.findByRole('dialog', { name: `Price alert on ${SYMBOL}` });
    const price = within(dialog).getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    expect(price.value).toBe(LISTING.quote.last);
    expect(within(dialog).getByText('You can keep up to 50 alerts waiting. Each alert fires once.')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    expect(fieldError(price)).toBe('Enter a price above 0');
    expect(api.callsTo(alertsApi.create)).toEqual([]);

    await user.clear(price);
    await user.type(price, '110.005');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(fieldError(price)).toBe('Enter a price in steps of 0.01'));

    await user.clear(price);
    await user.type(price, '110.00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also send me an e-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText(`Alert set on ${SYMBOL}`)).toBeTruthy();
    // Recorded as the server parses a request: the level or the move as `threshold`.
    expect(api.callsTo(alertsApi.create).map((c) => c.body)).toEqual([
      { symbol: SYMBOL, kind: 'above', threshold: '110.005', email: false },
      { symbol: SYMBOL, kind: 'above', threshold: '110.00', email: true },
    ]);
  });

  it('asks for a move in percent, checked before it is sent', async () => {
    const { user, api } = await renderButton('/button', { api: [handle(alertsApi.create, () => alert({ id: 5 }))] });
    await user.click(await screen.findByRole('button', { name: /Alert/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Day move ±%' }));
    const percent = within(dialog).getByRole('textbox', { name: /Move in percent/ }) as HTMLInputElement;
    await user.clear(percent);
    await user.type(percent, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    expect(fieldError(percent)).toBe('Enter a percentage from 0.1 to 100, with at most 2 decimals');
    await user.clear(percent);
    await user.type(percent, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    await waitFor(() =>
      expect(api.callsTo(alertsApi.create).map((c) => c.body)).toEqual([
        { symbol: SYMBOL, kind: 'move', threshold: '3', email: false },
      ]),
    );
  });
});
