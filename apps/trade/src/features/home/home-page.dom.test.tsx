// Home in a DOM: a visitor offered sign-up and log-in, a signed-in user greeted by name; every index in the strip at
// its price, moved by each pushed quote, and sorted into the US and European cards; the simulator's notes worded
// from their figures (in Chinese too) beside the published news, each opening its page; a news item that is gone
// said so. Quick access's tiles against the router are app/routes.test.ts's.
import { type Listing, type MarketNews, type MarketNote, marketApi, marketNotesApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING, quoteAt } from '../../testing/fixtures.ts';
import { renderTrade, TRADER } from '../../testing/render-trade.tsx';

const index = (symbol: string, name: string, region: 'US' | 'Europe', last: string): Listing => ({
  instrument: {
    class: 'index',
    symbol,
    name,
    exchange: region === 'US' ? 'NYSE' : 'LSE',
    currency: region === 'US' ? 'USD' : 'GBP',
    tickSize: '0.01',
    lotSize: 1,
    multiplier: 1,
    sessionId: region === 'US' ? 'us-equities' : 'london',
    tradable: false,
    region,
  },
  quote: quoteAt(last, { symbol }),
});
const INDICES = [
  index('SPX', 'S&P 500', 'US', '102.00'),
  index('UKX', 'FTSE 100', 'Europe', '97.50'),
  index('NDX', 'Nasdaq 100', 'US', '101.00'),
];

const NEWS: MarketNews = {
  id: 12,
  title: 'Acme beats estimates',
  summary: 'Quarterly revenue up 12%.',
  body: 'Acme Corporation reported revenue above estimates.',
  symbols: ['ACME'],
  source: 'Newswire',
  publishedAt: '2026-03-02T12:00:00.000Z',
};

const GAINER: MarketNote = {
  id: 5,
  kind: 'top_gainer',
  symbol: 'ACME',
  name: 'Acme Corporation',
  tradingDate: '2026-03-02',
  observedAt: '2026-03-02T21:00:00.000Z',
  figures: {
    currency: 'USD',
    last: '123.45',
    prevClose: '110.00',
    change: '13.45',
    changePercent: '12.23',
    high: null,
    previousHigh: null,
    compared: 480,
  },
  simulated: true,
};

const homeScreen = ({ news = [NEWS] }: { news?: MarketNews[] } = {}) => [
  handle(marketApi.instruments, { rows: INDICES, total: INDICES.length }),
  handle(marketApi.rankings, [LISTING]),
  handle(marketApi.news, { rows: news, total: news.length }),
  handle(marketNotesApi.find, [GAINER]),
];

const symbolsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-symbol'));

describe('home', () => {
  it('offers a visitor sign-up and log-in, and greets a signed-in user by name', async () => {
    const visitor = await renderTrade('/', { signedIn: false, api: homeScreen() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Platform Trade' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(within(main).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    visitor.unmount();

    await renderTrade('/', { signedIn: { ...TRADER, username: 'jordan_x' }, api: homeScreen() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, jordan_x' })).toBeTruthy();
    expect(screen.getByText('trader@example.com · User ID 7')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Platform Trade' })).toBeNull();
  });

  it('shows each index at its price, moves it with each pushed quote, and sorts the indices by region', async () => {
    const { socket } = await renderTrade('/', { api: homeScreen() });
    const strip = await screen.findByRole('list', { name: 'Global indices' });
    const spx = within(strip).getByRole('link', { name: /S&P 500/ });
    expect(spx.getAttribute('href')).toBe('/quote/SPX');
    expect(spx.textContent).toBe('S&P 500102.00▲ +2.00%');

    await waitFor(() => expect(socket.topics()).toContain('quote:SPX'));
    socket.pushQuotes(quoteAt('99.00', { symbol: 'SPX', time: INDICES[0]!.quote.time + 1_000 }));
    await waitFor(() => expect(spx.textContent).toBe('S&P 50099.00▼ -1.00%'));

    expect(symbolsIn(await screen.findByRole('list', { name: 'US markets' }))).toEqual(['SPX', 'NDX']);
    expect(symbolsIn(screen.getByRole('list', { name: 'European markets' }))).toEqual(['UKX']);
    expect(symbolsIn(screen.getByRole('list', { name: 'Most active US stocks' }))).toEqual(['ACME']);
  });

  it('words the simulator’s notes from their figures, in Chinese too, beside the news, each opening its page', async () => {
    await renderTrade('/', { api: homeScreen(), language: 'zh' });
    const notes = await screen.findByRole('region', { name: '模拟市场简讯' });
    const note = await within(notes).findByRole('link', { name: 'Acme Corporation领涨模拟美股：+12.23%' });
    expect(note.getAttribute('href')).toBe('/quote/ACME');
    expect(notes.textContent).toContain('收于123.45 USD，较前收盘价110.00上涨13.45');
    expect(notes.textContent).toContain('480只美股中涨幅最大');
    const news = await screen.findByRole('link', { name: 'Acme beats estimates' });
    expect(news.getAttribute('href')).toBe('/news/12');
  });

  it('says a news item that is gone is not available, with the way back home', async () => {
    await renderTrade('/news/99', { api: [handle(marketApi.newsItem, refuse(404, 'Not found'))] });
    expect(await screen.findByText('This news item is not available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
