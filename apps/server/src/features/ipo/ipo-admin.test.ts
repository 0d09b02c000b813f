// The back office's offerings: what creating one checks (a free symbol, an offered leverage, a public PDF
// prospectus), update only before the opening, the final price within the range and never above a frozen price,
// the list's subscriptions and sum frozen, the audit log with reasons, and the sandbox controls.
import { adminApi, ipoAdminApi, ipoApi } from '@platform/contracts';
import { and, asc, auditLog, eq } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import {
  createOffering,
  offeringBody,
  offeringDetail,
  patchOffering,
  sandbox,
  subscribe,
  uploadPublicPdf,
} from '../../testing/ipo-test-kit.ts';
import { balance, uploadImage } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader } from '../../testing/trading-test-kit.ts';

const t = useTestApp();

const create = (body: Record<string, unknown>, token = t.admin) =>
  call(t.app, 'POST', urlOf(ipoAdminApi.create), { token, body: offeringBody(body) });
const update = (id: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', urlOf(ipoAdminApi.update, { id }), { token: t.admin, body: offeringBody(body) });
const listed = async () =>
  (await call(t.app, 'GET', `${urlOf(ipoAdminApi.offerings)}?size=100`, { token: t.admin })).body.data.rows as Array<{
    id: number;
    subscriptions: number;
    frozen: string;
    phase: string;
  }>;
const audits = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.id)); // in the order written: without it PostgreSQL may answer in any order

const trader = (amount: string) => fundedTrader(t.app, t.admin, amount);

describe('creating an offering', { timeout: 120_000 }, () => {
  it('refuses a symbol in use, a leverage the stock class does not offer, and a prospectus that is not a public PDF', async () => {
    const market = await create({ symbol: 'AAPL' });
    expect(market.status).toBe(400);
    expect(market.body.data).toEqual([{ field: 'symbol', message: 'This symbol is already listed or offered' }]);
    const first = await createOffering(t.app, t.admin);
    const twice = await create({ symbol: first.symbol });
    expect(twice.body.data[0].field).toBe('symbol');
    const leverage = await create({ financingRate: '8', financingLeverage: 3 });
    expect(leverage.status).toBe(400);
    expect(leverage.body.data[0].field).toBe('financingLeverage');
    const half = await create({ financingRate: '8' });
    expect(half.body.data[0].field).toBe('financingLeverage');
    const window = await create({ closesAt: new Date(Date.now() - 120_000).toISOString() });
    expect(window.body.data[0].field).toBe('closesAt');
    const lots = await create({ sharesOffered: 1_050 });
    expect(lots.body.data[0].field).toBe('sharesOffered');
    const range = await create({ priceLow: '12', priceHigh: '10' });
    expect(range.body.data[0].field).toBe('priceHigh');
    const privatePdf = await create({ prospectusFile: await uploadPublicPdf(t.app, t.admin, 'private') });
    expect(privatePdf.body.data[0]).toMatchObject({ field: 'prospectusFile' });
    expect(privatePdf.body.msg).toBe('The prospectus must be a PDF uploaded as a public file');
    const image = await create({ prospectusFile: await uploadImage(t.app, t.admin) });
    expect(image.body.data[0].field).toBe('prospectusFile');
    const noReason = await create({ reason: ' ' });
    expect(noReason.body.data[0].field).toBe('reason');
    const { token: user } = await signUp(t.app);
    expect((await create({}, user)).status).toBe(403);
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    expect((await create({}, reviewer.token)).status).toBe(403);

    const prospectus = await uploadPublicPdf(t.app, t.admin);
    const saved = await create({
      prospectusFile: prospectus,
      financingRate: '6.5',
      financingLeverage: 5,
      finalPrice: '11',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      phase: 'purchasable',
      prospectusFile: prospectus,
      financingRate: '6.5',
      financingLeverage: 5,
      finalPrice: '11.00',
      subscriptionPrice: '11.00',
      amountRaised: '11000.00',
      subscriptions: 0,
      frozen: '0.00',
      allottedAt: null,
    });
    expect(saved.body.data.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await audits('ipo.create', saved.body.data.id);
    expect(audit).toMatchObject({ reason: 'New listing approved by the committee', targetType: 'ipo_offering' });
    expect(JSON.stringify(audit?.detail)).not.toMatch(/seed"/);
    // Users see the seed's hash, never the seed, before the allotment.
    const published = await call(t.app, 'GET', urlOf(ipoApi.allotment, { id: saved.body.data.id }), { token: user });
    expect(published.body.data).toMatchObject({ seed: null, seedHash: saved.body.data.seedHash });
  });
});

describe('changing an offering', { timeout: 120_000 }, () => {
  it('creates one offering when the same symbol arrives 20 times at once; the rest are refused on the field', async () => {
    const body = offeringBody({});
    const burst = await Promise.all(Array.from({ length: 20 }, () => create(body)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of burst.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ field: 'symbol', message: 'This symbol is already listed or offered' }]);
    }
  });

  it('changes every field before the opening only, and the final price and prospectus after', async () => {
    const upcoming = await createOffering(t.app, t.admin, { opensAt: new Date(Date.now() + 3_600_000).toISOString() });
    const changed = await update(upcoming.id, {
      symbol: upcoming.symbol,
      company: 'Newco Renamed',
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Company renamed',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ company: 'Newco Renamed', symbol: upcoming.symbol, phase: 'upcoming' });
    const [audit] = await audits('ipo.update', upcoming.id);
    expect(audit).toMatchObject({ reason: 'Company renamed' });
    expect(audit?.detail).toMatchObject({ before: { company: 'Newco Holdings' }, after: { company: 'Newco Renamed' } });

    const open = await createOffering(t.app, t.admin);
    const locked = await update(open.id, { symbol: open.symbol, company: 'Too late' });
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toMatch(/only the final price and the prospectus can change now/);

    const outside = await patchOffering(t.app, t.admin, open.id, { finalPrice: '12.5' });
    expect(outside.status).toBe(400);
    expect(outside.body.data[0]).toMatchObject({ field: 'finalPrice' });
    expect((await patchOffering(t.app, t.admin, open.id, { finalPrice: '10.5' })).status).toBe(200);
    const a = await trader('3000');
    expect((await subscribe(t.app, a.token, open.id, 100)).body.data).toMatchObject({ price: '10.50' });
    // A hold froze 10.50 a share: the final price may fall, never rise above it.
    const above = await patchOffering(t.app, t.admin, open.id, { finalPrice: '11' });
    expect(above.status).toBe(400);
    expect(above.body.data[0]).toMatchObject({
      field: 'finalPrice',
      message: 'The final price cannot rise above the price subscriptions were frozen at',
    });
    expect((await patchOffering(t.app, t.admin, open.id, { finalPrice: '10' })).status).toBe(200);
    expect((await audits('ipo.patch', open.id)).map((r) => r.detail)).toEqual([
      { before: { finalPrice: null, prospectusFile: null }, after: { finalPrice: '10.5', prospectusFile: null } },
      { before: { finalPrice: '10.5', prospectusFile: null }, after: { finalPrice: '10', prospectusFile: null } },
    ]);
    const row = (await listed()).find((o) => o.id === open.id);
    expect(row).toMatchObject({ subscriptions: 1, frozen: '1055.00', phase: 'purchasable' });

    // The sandbox's close-now runs the allotment at once; the price is fixed from then on, the prospectus is not.
    const closed = await sandbox(t.app, t.admin, 'closeNow', open.id);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ phase: 'allotted', subscriptions: 1, frozen: '0.00', lotsRequested: 1 });
    expect((await offeringDetail(t.app, a.token, open.id)).subscription).toMatchObject({
      status: 'allotted',
      allottedQuantity: 100,
      amountPaid: '1005.00',
    });
    expect(await balance(t.app, a.token, 'USD', 'trading')).toMatchObject({ total: '1995.00', frozen: '0.00' });
    expect((await patchOffering(t.app, t.admin, open.id, { finalPrice: '10' })).status).toBe(409);
    const prospectus = await uploadPublicPdf(t.app, t.admin);
    const late = await patchOffering(t.app, t.admin, open.id, {
      prospectusFile: prospectus,
      reason: 'Final prospectus',
    });
    expect(late.status).toBe(200);
    expect(late.body.data.prospectusFile).toBe(prospectus);
    expect((await sandbox(t.app, t.admin, 'closeNow', open.id)).status).toBe(409);
    const [closeAudit] = await audits('ipo.sandbox.close-now', open.id);
    expect(closeAudit).toMatchObject({ reason: 'Sandbox walkthrough' });
    const published = await call(t.app, 'GET', urlOf(ipoAdminApi.allotment, { id: open.id }), { token: t.admin });
    expect(published.body.data).toMatchObject({ lotsRequested: 1, price: '10.00' });
    expect(published.body.data.seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the list', { timeout: 120_000 }, () => {
  it('sorts by symbol or closing time either way, and refuses any other sort on its field', async () => {
    await createOffering(t.app, t.admin, {
      closesAt: `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T20:00:00Z`,
    });
    await createOffering(t.app, t.admin);
    const offerings = async (sort: string) =>
      (await call(t.app, 'GET', `${urlOf(ipoAdminApi.offerings)}?size=100&sort=${sort}`, { token: t.admin })).body.data
        .rows as { symbol: string; closesAt: string }[];
    const symbols = (await offerings('symbol')).map((o) => o.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect((await offerings('-symbol')).map((o) => o.symbol)).toEqual([...symbols].reverse());
    const closing = (await offerings('-closesAt')).map((o) => Date.parse(o.closesAt));
    expect(closing).toEqual([...closing].sort((a, b) => b - a));

    const bad = await call(t.app, 'GET', `${urlOf(ipoAdminApi.offerings)}?sort=frozen`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});

describe('the sandbox controls', { timeout: 120_000 }, () => {
  it('need a final price to close, an allotment to list, and exist only in the sandbox', async () => {
    const offering = await createOffering(t.app, t.admin);
    const noPrice = await sandbox(t.app, t.admin, 'closeNow', offering.id);
    expect(noPrice.status).toBe(409);
    expect(noPrice.body.msg).toBe('Set the final price before the allotment');
    const early = await sandbox(t.app, t.admin, 'listNow', offering.id);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('The allotment has not run yet');
    expect((await call(t.app, 'GET', urlOf(adminApi.sandbox), { token: t.admin })).body.data).toEqual({
      sandbox: true,
    });

    const config = t.app.config as { sandbox: boolean };
    config.sandbox = false;
    try {
      const refused = await sandbox(t.app, t.admin, 'closeNow', offering.id);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('This control exists only in the sandbox');
      expect((await call(t.app, 'GET', urlOf(adminApi.sandbox), { token: t.admin })).body.data).toEqual({
        sandbox: false,
      });
    } finally {
      config.sandbox = true;
    }
  });
});
