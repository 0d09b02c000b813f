// Where a user's money sits (issue 27 §3), through each product's life: the assets' holding lines count every amount
// once, so what they add up to moves only by what was spent, earned or borrowed. Before, the IPO margin paid at
// allotment left the user's accounts for the house's escrow and dropped out of the total until the listing.
import { type AssetsView, followApi, tradingApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { Big } from '../../../core/ledger/amounts.ts';
import { urlOf } from '../../../testing/admin-test-kit.ts';
import { call } from '../../../testing/api.ts';
import { assetsOf, deliverListed, stepRobotOnce, sumsByCurrency } from '../../../testing/assets-test-kit.ts';
import { createInstitution, endAt, markAt, placeFollow, testClock } from '../../../testing/follow-test-kit.ts';
import { createOffering, patchOffering, sandbox, subscribe } from '../../../testing/ipo-test-kit.ts';
import { depositTo, ledgerBalanced } from '../../../testing/ledger-test-kit.ts';
import { applied, approve, createProduct as createLoanProduct } from '../../../testing/loans-test-kit.ts';
import { topUp } from '../../../testing/mining-test-kit.ts';
import { buyRobot, insertProduct, robotUser } from '../../../testing/robots-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { useFixtureMarket } from '../../../testing/trading-test-kit.ts';

const t = useTestApp();
const market = useFixtureMarket(t, { AAPL: { bid: '104.98', ask: '105.00' } });

const line = (assets: AssetsView, name: string, currency = 'USD') =>
  assets.holdings.find((h) => h.line === name && h.currency === currency)?.amount ?? null;

/**
 * The assets, checked to be one partition of the ledger: per currency the lines add up to the accounts' totals plus
 * the IPO escrow less the loans owed, the held lines to what the accounts hold frozen, the free lines to what they
 * have available. Answers what the lines add up to per currency.
 */
async function worth(token: string) {
  const assets = await assetsOf(t.app, token);
  const of = (names: readonly string[]) => assets.holdings.filter((h) => names.includes(h.line));
  const free = ['funding', 'trading', 'energy'];
  const house = ['ipoEscrow', 'loansOwed'];
  const held = assets.holdings.filter((h) => !free.includes(h.line) && !house.includes(h.line));
  expect(sumsByCurrency(of(free))).toEqual(
    sumsByCurrency(assets.balances.map((b) => ({ currency: b.currency, amount: b.available }))),
  );
  expect(sumsByCurrency(held)).toEqual(
    sumsByCurrency(assets.balances.map((b) => ({ currency: b.currency, amount: b.frozen }))),
  );
  expect(sumsByCurrency(assets.holdings)).toEqual(
    sumsByCurrency([...assets.balances.map((b) => ({ currency: b.currency, amount: b.total })), ...of(house)]),
  );
  return { assets, total: sumsByCurrency(assets.holdings) };
}

const minus = (a: string, b: string) => new Big(a).minus(b).toFixed(2);

async function floatingPnl(token: string) {
  const res = await call(t.app, 'GET', `/api${tradingApi.account.path}`, { token });
  const usd = (res.body.data.accounts as { currency: string; floatingPnl: string; equity: string }[]).find(
    (a) => a.currency === 'USD',
  )!;
  return usd;
}

describe('the assets total through each product’s life', { timeout: 180_000 }, () => {
  it('keeps the IPO margin in the total from allotment to listing, and moves only by fees', async () => {
    const { token } = await robotUser(t.app, t.admin, '20000');
    expect((await worth(token)).total).toEqual({ USD: '20000.00' });

    // Subscribed: 1,000 shares at the top of 10–12 plus the 5 fee, held on the trading account.
    const offering = await createOffering(t.app, t.admin);
    const sub = await subscribe(t.app, token, offering.id, 1_000);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    let now = await worth(token);
    expect(now.total).toEqual({ USD: '20000.00' });
    expect(line(now.assets, 'ipoSubscriptions')).toBe('12005.00');

    // Allotted at 11: 11,000 of margin paid into the house's escrow, the 5 fee spent, the rest released.
    expect((await patchOffering(t.app, t.admin, offering.id, { finalPrice: '11' })).status).toBe(200);
    const closed = await sandbox(t.app, t.admin, 'closeNow', offering.id);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    now = await worth(token);
    expect(line(now.assets, 'ipoSubscriptions')).toBeNull();
    expect(line(now.assets, 'ipoEscrow')).toBe('11000.00');
    expect(now.total).toEqual({ USD: '19995.00' });

    // Listed: the margin comes back and holds the position; the floating P/L is on top of the ledger's total.
    expect((await sandbox(t.app, t.admin, 'listNow', offering.id)).status).toBe(200);
    market.set(offering.symbol, { bid: '11.50', ask: '11.52' });
    await deliverListed(t.app);
    now = await worth(token);
    expect(line(now.assets, 'ipoEscrow')).toBeNull();
    expect(line(now.assets, 'positions')).toBe('11000.00');
    expect(now.total).toEqual({ USD: '19995.00' });
    const account = await floatingPnl(token);
    expect(account.floatingPnl).toBe('500.00');
    expect(new Big(now.total.USD!).plus(account.floatingPnl).toFixed(2)).toBe('20495.00');
    await ledgerBalanced(t.app);
  });

  it('counts a follow order held until settlement, then its result', async () => {
    const { token } = await robotUser(t.app, t.admin, '20000');
    const institution = await createInstitution(t.app, t.admin);
    const clock = testClock();
    const placed = await placeFollow(t.app, token, institution.id, { amount: '10000', periodDays: 73 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    let now = await worth(token);
    expect(line(now.assets, 'followOrders')).toBe('10000.00');
    expect(now.total).toEqual({ USD: '20000.00' });
    await markAt(t.app, institution.id, '1000000', clock());
    await endAt(t.app, placed.body.data.id as number, clock());
    await markAt(t.app, institution.id, '1100000', clock());
    const order = await call(t.app, 'GET', urlOf(followApi.order, { id: placed.body.data.id as number }), { token });
    expect(order.body.data.status).toBe('settled');
    now = await worth(token);
    expect(line(now.assets, 'followOrders')).toBeNull();
    // +10 % = 1,000, less the fees: what the order is worth less what it was.
    expect(now.total).toEqual({ USD: new Big('20000').plus(minus(order.body.data.value, '10000')).toFixed(2) });
    await ledgerBalanced(t.app);
  });

  it('shows a robot’s positions as the robot’s, its price as spent', async () => {
    const { token } = await robotUser(t.app, t.admin, '10000');
    const product = await insertProduct(t.app);
    const bought = await buyRobot(t.app, token, product.id, { plan: 'perpetual', allocation: '5000' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    let now = await worth(token);
    expect(now.total).toEqual({ USD: '9950.00' });
    expect(await stepRobotOnce(t.app, bought.body.data.robot.id as number)).toBe(2);
    now = await worth(token);
    const positions = await call(t.app, 'GET', `/api${tradingApi.positions.path}?state=open`, { token });
    const margins = (positions.body.data.rows as { margin: string }[]).reduce(
      (sum, p) => sum.plus(p.margin),
      new Big(0),
    );
    expect(margins.gt(0)).toBe(true);
    expect(line(now.assets, 'robots')).toBe(margins.toFixed(2));
    expect(line(now.assets, 'positions')).toBeNull();
    await ledgerBalanced(t.app);
  });

  it('counts mining energy, and a loan paid out as the funding it brought and the principal owed', async () => {
    const { token, user } = await robotUser(t.app, t.admin, '100');
    await depositTo(t.app.db, user.userId, '300');
    expect((await topUp(t.app, token, '120')).status).toBe(200);
    let now = await worth(token);
    expect(line(now.assets, 'energy', 'USDT')).toBe('120.000000');
    expect(line(now.assets, 'funding', 'USDT')).toBe('180.000000');
    expect(now.total).toEqual({ USD: '100.00', USDT: '300.00' });

    const product = await createLoanProduct(t.app, t.admin);
    const loanId = await applied(t.app, token, { productId: product.id, amount: '1000', termMonths: 3 });
    expect((await approve(t.app, t.admin, loanId)).status).toBe(200);
    now = await worth(token);
    // 1,000 paid out less the 1 % fee; 1,000 owed.
    expect(line(now.assets, 'funding')).toBe('990.00');
    expect(line(now.assets, 'loansOwed')).toBe('-1000.00');
    expect(now.total).toEqual({ USD: '90.00', USDT: '300.00' });
    await ledgerBalanced(t.app);
  });
});
