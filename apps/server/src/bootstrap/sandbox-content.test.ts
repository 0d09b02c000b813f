// A fresh sandbox shows real content everywhere (issue 27 §4): house institutions that take follow orders and trade
// through the order desk at the follow job's first run, loan products with honest terms, and market news whose
// figures are the simulator's own recorded closing quotes; each marked as sandbox content, audited as the system's and
// editable in the back office. Production seeds none of it.
import { followInstitutionBody, loanProductBody } from '@platform/contracts';
import {
  auditLog,
  eq,
  followInstitutions,
  loanProducts,
  marketNews,
  miningProducts,
  robotProducts,
} from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { runFollow, simulatorCloses } from '../features/follow/follow-job.ts';
import { SEED_INSTITUTIONS } from '../features/follow/seed-institutions.ts';
import { SEED_LOAN_PRODUCTS } from '../features/loans/seed-products.ts';
import { grouped } from '../features/market/seed-news.ts';
import { call, signUp } from '../testing/api.ts';
import { createTestApp, useTestApp } from '../testing/test-app.ts';
import { seedSandbox } from './bootstrap.ts';

let user: string;

const t = useTestApp({ env: { SANDBOX_CONTENT: 'true' } });
beforeAll(async () => {
  user = (await signUp(t.app)).token;
});

interface InstitutionItem {
  id: number;
  name: string;
  description: string;
  active: boolean;
  trades: number;
  equity: string | null;
}

describe('a fresh sandbox', { timeout: 120_000 }, () => {
  it('seeds terms the back office itself would accept', () => {
    const reason = 'Checked against the operator form';
    for (const seed of SEED_INSTITUTIONS)
      expect(followInstitutionBody.safeParse({ ...seed, reason }).success).toBe(true);
    for (const seed of SEED_LOAN_PRODUCTS) expect(loanProductBody.safeParse({ ...seed, reason }).success).toBe(true);
  });

  it('offers house institutions that take follow orders and have traded once their job ran', async () => {
    const before = await call(t.app, 'GET', '/api/follow/institutions', { token: user });
    expect(before.status).toBe(200);
    const listed = before.body.data.rows as InstitutionItem[];
    expect(listed.length).toBeGreaterThanOrEqual(1);
    for (const item of listed) {
      expect(item.active).toBe(true);
      expect(item.name).toMatch(/sandbox/i);
      expect(item.description).toMatch(/Sandbox house strategy/);
    }

    // The follow job's run: each strategy trades through the order desk at the live quotes and its equity is marked.
    const app = t.app;
    await runFollow({
      db: app.db,
      desk: app.orderDesk,
      bars: simulatorCloses(app.market.simulator),
      publish: () => {},
      log: { error: (obj) => console.error(obj), warn: () => {} },
    });
    const after = await call(app, 'GET', '/api/follow/institutions', { token: user });
    const traded = (after.body.data.rows as InstitutionItem[]).filter((i) => i.trades > 0);
    expect(traded.length).toBeGreaterThanOrEqual(1);
    const detail = await call(app, 'GET', `/api/follow/institutions/${traded[0]!.id}`, { token: user });
    expect(detail.status).toBe(200);
    expect(detail.body.data.recentTrades.length).toBeGreaterThanOrEqual(1);
    expect(detail.body.data.equity.length).toBeGreaterThanOrEqual(1);

    // Audited as created by the system, and listed in the back office for operators to edit.
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'follow.institution.create'));
    expect(audits.length).toBe(listed.length);
    expect(audits.every((a) => a.actorId === null)).toBe(true);
    const adminList = await call(app, 'GET', '/api/admin/follow/institutions', { token: t.admin });
    expect(adminList.status).toBe(200);
  });

  it('offers loan products whose quotes work out from their terms', async () => {
    const res = await call(t.app, 'GET', '/api/loans/products', { token: user });
    expect(res.status).toBe(200);
    const products = res.body.data as {
      id: number;
      name: string;
      description: string;
      minAmount: string;
      termMonths: number[];
      apr: string;
    }[];
    expect(products.length).toBeGreaterThanOrEqual(1);
    for (const p of products) {
      expect(p.name).toMatch(/sandbox/i);
      expect(p.description).toMatch(/Sandbox product/);
      const quote = await call(
        t.app,
        'GET',
        `/api/loans/products/${p.id}/quote?amount=${p.minAmount}&termMonths=${p.termMonths[0]}`,
        { token: user },
      );
      expect(quote.status).toBe(200);
      expect(Number(quote.body.data.totalInterest)).toBeGreaterThan(0);
    }
    // Changeable in the back office like any product.
    const first = products[0]!;
    const [row] = await t.app.db.select().from(loanProducts).where(eq(loanProducts.id, first.id));
    const change = await call(t.app, 'POST', `/api/admin/loans/products/${first.id}`, {
      token: t.admin,
      body: {
        name: row!.name,
        description: row!.description,
        minAmount: row!.minAmount,
        maxAmount: row!.maxAmount,
        termMonths: row!.termMonths,
        apr: '8.5',
        originationFeePercent: row!.originationFeePercent,
        overdueFeeKind: row!.overdueFeeKind,
        overdueFee: row!.overdueFee,
        active: true,
        reason: 'Sandbox rate lowered for the demo',
      },
    });
    expect(change.status).toBe(200);
    expect(change.body.data.apr).toBe('8.5');
  });

  it("publishes market news whose figures are the simulator's recorded closing quotes", async () => {
    const res = await call(t.app, 'GET', '/api/market/news?pageSize=50');
    expect(res.status).toBe(200);
    const items = res.body.data.rows as {
      title: string;
      body: string;
      symbols: string[];
      source: string;
      publishedAt: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(1);
    const movers = items.filter((i) => / (rose|fell) /.test(i.title));
    expect(movers.length).toBeGreaterThanOrEqual(1);
    for (const item of items) {
      expect(item.source).toBe('Sandbox market simulator');
      expect(item.body).toMatch(/Sandbox content/);
    }
    for (const item of movers) {
      // The simulator's own quote just before the session closed (the item is dated at the close).
      const symbol = item.symbols[0]!;
      const quote = t.app.market.simulator.quote(symbol, Date.parse(item.publishedAt) - 1)!;
      expect(quote).toBeTruthy();
      expect(item.body).toContain(`closed at ${grouped(quote.last)} `);
      expect(item.body).toContain(`previous close of ${grouped(quote.prevClose)} `);
      expect(item.body).toContain(`${grouped(quote.changePercent)}%`);
      expect(item.title).toContain(quote.changePercent.startsWith('-') ? ' fell ' : ' rose ');
      // The largest move of the session among the US stocks the simulator quotes.
      const stocks = t.app.market.instruments().filter((i) => i.class === 'stock');
      const moves = stocks.flatMap((s) => {
        const q = t.app.market.simulator.quote(s.symbol, Date.parse(item.publishedAt) - 1);
        return q && q.tradingDate === quote.tradingDate && q.status !== 'halted' ? [Number(q.changePercent)] : [];
      });
      const extreme = item.title.includes(' rose ') ? Math.max(...moves) : Math.min(...moves);
      expect(Number(quote.changePercent)).toBe(extreme);
    }
  });

  it('seeds nothing twice', async () => {
    const count = async () => ({
      institutions: (await t.app.db.select().from(followInstitutions)).length,
      loans: (await t.app.db.select().from(loanProducts)).length,
      news: (await t.app.db.select().from(marketNews)).length,
    });
    const first = await count();
    await seedSandbox(t.app.db, t.config, t.app.market);
    expect(await count()).toEqual(first);
  });
});

describe('production', { timeout: 120_000 }, () => {
  it('seeds no sandbox content, even when asked', async () => {
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_CONTENT: 'true' }).sandboxContent).toBe(false);
    expect(loadConfig({}).sandboxContent).toBe(true);
    const production = await createTestApp({ NODE_ENV: 'production', SANDBOX_CONTENT: 'true' });
    try {
      const db = production.app.db;
      expect(await db.select().from(followInstitutions)).toEqual([]);
      expect(await db.select().from(loanProducts)).toEqual([]);
      expect(await db.select().from(marketNews)).toEqual([]);
      expect(await db.select().from(robotProducts)).toEqual([]);
      expect(await db.select().from(miningProducts)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
