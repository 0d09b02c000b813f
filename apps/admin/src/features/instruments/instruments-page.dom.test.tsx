// Instruments in a DOM: the list searched and filtered through the URL, a halted one shown with its reason; an
// instrument halted only with a reason (nothing sent without one), its halt, history and button updated at once, and
// resumed; a refusal keeps the dialog open; an operator who is not an admin reads it without the button, in Chinese.
import {
  type AuditEntryView,
  type adminInstrumentView,
  marketAdminApi,
  objectHistoryApi,
  type z,
} from '@platform/contracts';
import { fieldError, handle, refuse, usStock } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

type AdminInstrumentView = z.infer<typeof adminInstrumentView>;

const HALTED_AT = '2026-11-28T12:00:00.000Z';

/** A stock as the server lists it, trading and not halted unless `over` says otherwise. */
function stock(symbol: string, name: string, over: Partial<AdminInstrumentView> = {}): AdminInstrumentView {
  return {
    instrument: usStock({ symbol, name, sector: 'Consumer Discretionary', sharesOutstanding: 33_000_000 }),
    quote: {
      symbol,
      time: Date.parse('2026-11-28T15:30:00Z'),
      tradingDate: '2026-11-28',
      status: 'open',
      last: '5012.40',
      change: '12.40',
      changePercent: '0.25',
      open: '5000.00',
      prevClose: '5000.00',
      high: '5020.00',
      low: '4990.00',
      high52w: '5500.00',
      low52w: '3400.00',
      volume: 1_234_567,
      amplitude: '0.60',
      marketCap: null,
      bid: '5012.39',
      ask: '5012.41',
      bidSize: 3,
      askSize: 4,
      openInterest: null,
      openInterestChange: null,
      expiry: null,
      priorSettle: null,
      lastTradingDate: null,
      simulated: true,
    },
    halted: false,
    haltedAt: null,
    haltReason: null,
    ...over,
  };
}

const BOOKING = stock('BKNG', 'Booking Holdings');
const REGENERON = stock('REGN', 'Regeneron Pharmaceuticals', {
  quote: { ...BOOKING.quote, symbol: 'REGN', status: 'halted' },
  halted: true,
  haltedAt: HALTED_AT,
  haltReason: 'Pending announcement',
});

/** A server listing instruments by search and halting and resuming BKNG, with an audit entry each, as the real one does. */
function instrumentsServer() {
  let booking = BOOKING;
  let audit: AuditEntryView[] = [];
  const record = (action: string, reason: string) => {
    audit = [
      {
        id: audit.length + 1,
        actorId: 1,
        actorName: 'admin',
        action,
        targetType: 'instrument',
        targetId: booking.instrument.symbol,
        reason,
        detail: {},
        ip: '127.0.0.1',
        createdAt: HALTED_AT,
      },
      ...audit,
    ];
  };
  return [
    handle(marketAdminApi.instruments, ({ query }) => {
      const rows = [booking, REGENERON].filter(
        (row) =>
          (!query.q || row.instrument.symbol.includes(query.q.toUpperCase())) &&
          (!query.class || row.instrument.class === query.class),
      );
      return { rows, total: rows.length };
    }),
    handle(marketAdminApi.instrument, ({ params }) =>
      params.symbol === booking.instrument.symbol ? booking : refuse(404, 'No such instrument'),
    ),
    handle(objectHistoryApi.history, () => ({ rows: audit, total: audit.length })),
    handle(marketAdminApi.halt, ({ body }) => {
      record('market.halt', body.reason);
      booking = {
        ...booking,
        quote: { ...booking.quote, status: 'halted' },
        halted: true,
        haltedAt: HALTED_AT,
        haltReason: body.reason,
      };
      return booking;
    }),
    handle(marketAdminApi.resume, ({ body }) => {
      record('market.resume', body.reason);
      booking = { ...BOOKING };
      return booking;
    }),
  ];
}

describe('instruments', () => {
  it('searches and filters the list through the address, and shows a halted one with its reason', async () => {
    const { user, api, router } = await renderAdmin('/market/instruments', {
      api: instrumentsServer(),
      viewport: 'desktop',
    });
    expect(await screen.findByTestId('simulated-badge', undefined, FIRST)).toBeTruthy();
    const halted = within(await rowWith('REGN')).getAllByRole('cell');
    expect(halted.map((cell) => cell.textContent)).toEqual([
      'REGN',
      'Regeneron Pharmaceuticals',
      'Stock',
      'NASDAQ',
      '5012.40',
      expect.stringContaining('0.25'),
      'Halted',
      expect.stringMatching(/2026/),
      'Pending announcement',
    ]);

    await user.type(screen.getByLabelText('Search'), 'bkng');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'REGN' })).toBeNull());
    expect(router.state.location.search).toBe('?q=bkng');
    expect((await rowWith('BKNG')).textContent).toContain('Open');
    expect(api.callsTo(marketAdminApi.instruments).at(-1)!.query).toMatchObject({ q: 'bkng', pageNum: 1 });

    await user.selectOptions(screen.getByLabelText('Class'), 'future');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(api.callsTo(marketAdminApi.instruments).at(-1)!.query).toMatchObject({ q: 'bkng', class: 'future' });
  });

  it('halts an instrument only with a reason, shows the halt and its audit entry, and resumes it', async () => {
    const { user, api } = await renderAdmin('/market/instruments/bkng', {
      api: instrumentsServer(),
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'BKNG' }, FIRST)).toBeTruthy();
    expect(await screen.findByText('No operator has acted on this instrument yet')).toBeTruthy();
    // Read-only market data: nothing on the page sets a price.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Halt trading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog.textContent).toContain('Halt trading in BKNG?');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(marketAdminApi.halt)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Pending announcement');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('BKNG halted')).toBeTruthy();
    expect(api.callsTo(marketAdminApi.halt)[0]).toMatchObject({
      params: { symbol: 'BKNG' },
      body: { reason: 'Pending announcement' },
    });
    expect(screen.getByText(/^Halted since /)).toBeTruthy();
    expect(screen.getByText('Reason: Pending announcement')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Audit history' });
    const entry = await rowWith('Pending announcement', history);
    expect(entry.textContent).toContain('market.halt');
    expect(within(entry).getByRole('link', { name: 'instrument #BKNG' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resume trading' }));
    const again = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(again.textContent).toContain('Resume trading in BKNG?');
    await user.type(within(again).getByLabelText(/^Reason/), 'Announcement out');
    await user.click(within(again).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('button', { name: 'Halt trading' })).toBeTruthy();
    expect(api.callsTo(marketAdminApi.resume)[0]!.body).toEqual({ reason: 'Announcement out' });
    expect((await rowWith('Announcement out', history)).textContent).toContain('market.resume');
  });

  it('keeps the dialog open with the server’s refusal, and says so for a symbol nobody lists', async () => {
    const { user, router } = await renderAdmin('/market/instruments/BKNG', {
      api: [...instrumentsServer(), handle(marketAdminApi.halt, refuse(409, 'Trading in BKNG is already halted'))],
      viewport: 'desktop',
    });
    await user.click(await screen.findByRole('button', { name: 'Halt trading' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Pending announcement');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Trading in BKNG is already halted')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Prompt' })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe('Pending announcement');
    expect(screen.getByText(/^Trading is not halted/)).toBeTruthy();

    await router.navigate('/market/instruments/NOPE');
    expect(await screen.findByText('No instrument with the symbol NOPE.')).toBeTruthy();
  });

  it('shows an operator who is not an admin the halt without a way to change it, in Chinese', async () => {
    await renderAdmin('/market/instruments/REGN', {
      operator: operatorWith(['reviewer']),
      api: [...instrumentsServer(), handle(marketAdminApi.instrument, REGENERON)],
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByText('原因：Pending announcement', undefined, FIRST)).toBeTruthy();
    expect(screen.getByText(/^自 .* 起停牌。$/)).toBeTruthy();
    expect(screen.getByText('只有管理员可以暂停或恢复交易。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '恢复交易' })).toBeNull();
    expect(screen.getByRole('heading', { name: '行情数据' })).toBeTruthy();
  });
});
