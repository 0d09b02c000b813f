// The assets overview in a DOM: every balance by its exact figures, zero balances hidden on request (and the choice
// kept on this device), the total estimated in euros at the simulated quote on request, and an amount grouped. The
// estimate's arithmetic is portfolio-view.test.tsx's; the balances after real operations are the server's tests'.
import { type AssetsView, marketApi, moneyApi, tradingApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quoteAt, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';
import { useAssetsPrefs } from './assets-prefs.ts';

const ASSETS: AssetsView = {
  balances: [
    { account: 'funding', currency: 'USD', available: '0.00', frozen: '0.00', total: '0.00' },
    { account: 'funding', currency: 'USDT', available: '99.000000', frozen: '51.000000', total: '150.000000' },
    { account: 'funding', currency: 'BTC', available: '0.00000000', frozen: '0.00000000', total: '0.00000000' },
    { account: 'trading', currency: 'USD', available: '11995.00', frozen: '0.00', total: '11995.00' },
    { account: 'trading', currency: 'USDT', available: '0.000000', frozen: '0.000000', total: '0.000000' },
  ],
  holdings: [
    { line: 'funding', currency: 'USDT', amount: '150.000000' },
    { line: 'trading', currency: 'USD', amount: '11995.00' },
    { line: 'ipoEscrow', currency: 'USD', amount: '8000.00' },
  ],
};

const assetsApi = (assets: AssetsView = ASSETS) => [
  handle(moneyApi.assets, assets),
  handle(tradingApi.account, { accounts: [tradingAccount('11995.00')] }),
  handle(tradingApi.positions, { rows: [], total: 0 }),
  handle(marketApi.quotes, ({ query }) =>
    query.symbols.map((symbol) => quoteAt('1.25000', { symbol, prevClose: '1.25000' })),
  ),
];

const row = (account: string, currency: string) => screen.queryByTestId(`balance-${account}-${currency}`);

beforeEach(() => {
  useAssetsPrefs.setState({ hideZero: false, displayCurrency: 'USD' });
  localStorage.removeItem('trade.assets');
});

describe('the assets overview', () => {
  it('shows each balance by its figures, and the total with the IPO margin paid, grouped', async () => {
    await renderTrade('/assets', { api: assetsApi() });
    const usdt = await screen.findByTestId('balance-funding-USDT');
    expect([usdt.dataset.available, usdt.dataset.frozen, usdt.dataset.total]).toEqual([
      '99.000000',
      '51.000000',
      '150.000000',
    ]);
    const total = await screen.findByTestId('assets-total');
    await waitFor(() => expect(total.dataset.amount).toBe('20145.00'));
    expect(total.textContent).toBe('≈ 20,145.00 USD');
    const escrow = screen.getByTestId('assets-holdings').querySelector('li[data-line="ipoEscrow"]')!;
    expect(escrow.textContent).toContain('IPO shares paid, until listing');
    expect(escrow.textContent).toContain('8,000.00 USD');
    // No amount of four or more whole digits is shown ungrouped.
    expect(screen.getByRole('main').textContent).not.toMatch(/(?<![\d.,])\d{4,}(?:\.\d+)? ?(?:USD|USDT|EUR)\b/);
  });

  it('hides zero balances on request, says when an account has none, and keeps the choice on this device', async () => {
    const { user } = await renderTrade('/assets', { api: assetsApi() });
    expect(await screen.findByTestId('balance-funding-BTC')).toBeTruthy();
    const hide = screen.getByRole('switch', { name: 'Hide zero balances' });
    await user.click(hide);
    expect((hide as HTMLInputElement).checked).toBe(true);
    expect(row('funding', 'BTC')).toBeNull();
    expect(row('funding', 'USD')).toBeNull();
    expect(row('funding', 'USDT')).toBeTruthy();
    expect(row('trading', 'USD')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('trade.assets')!).state).toMatchObject({ hideZero: true });

    await user.click(hide);
    expect(row('funding', 'BTC')).toBeTruthy();
  });

  it('says an account has no balance above zero when every row is hidden', async () => {
    useAssetsPrefs.setState({ hideZero: true });
    await renderTrade('/assets', {
      api: assetsApi({ ...ASSETS, balances: ASSETS.balances.filter((b) => b.account === 'funding') }),
    });
    const trading = await screen.findByRole('region', { name: 'Trading account' });
    expect(trading.textContent).toContain('No balance above zero.');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Hide zero balances' }).checked).toBe(true);
  });

  it('estimates the total in euros at the simulated EUR/USD quote, on request', async () => {
    const { user } = await renderTrade('/assets', { api: assetsApi() });
    const total = await screen.findByTestId('assets-total');
    await waitFor(() => expect(total.dataset.amount).toBe('20145.00'));
    const overview = screen.getByRole('region', { name: 'Overview' });
    await user.click(within(overview).getByText('EUR', { exact: true }));
    expect(within(overview).getByRole<HTMLInputElement>('radio', { name: 'EUR' }).checked).toBe(true);
    // 20,145 USD at 1.25 USD per euro.
    await waitFor(() => expect(total.dataset.amount).toBe('16116.00'));
    expect(total.dataset.currency).toBe('EUR');
    expect(total.textContent).toBe('≈ 16,116.00 EUR');
    expect(overview.textContent).toContain('Estimated at the simulated EUR/USD quote 1.25000.');
    expect(JSON.parse(localStorage.getItem('trade.assets')!).state).toMatchObject({ displayCurrency: 'EUR' });
  });
});
