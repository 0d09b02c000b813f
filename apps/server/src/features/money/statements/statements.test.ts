import { moneyAdminApi, moneyApi, pathWith } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../../testing/api.ts';
import { api, balance, fundCrypto, keyed } from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const today = () => new Date().toISOString().slice(0, 10);

const t = useTestApp();

describe('statements', () => {
  it('reconciles with the balances, as JSON, CSV and PDF', async () => {
    const { token } = await signUp(t.app);
    await fundCrypto(t.app, token, '80.125');
    await keyed(t.app, moneyApi.createTransfer.path, token, {
      from: 'funding',
      to: 'trading',
      currency: 'USDT',
      amount: '30.1',
    });
    const q = `from=2026-01-01&to=${today()}`;
    const json = await call(t.app, 'GET', api(`${moneyApi.statement.path}?${q}`), { token });
    expect(json.status).toBe(200);
    const accounts = json.body.data.accounts;
    expect(accounts.map((a: { account: string; closing: string }) => [a.account, a.closing])).toEqual([
      ['funding', '50.025000'],
      ['trading', '30.100000'],
    ]);
    expect((await balance(t.app, token, 'USDT')).total).toBe('50.025000');
    expect((await balance(t.app, token, 'USDT', 'trading')).total).toBe('30.100000');

    const csv = await t.app.inject({
      method: 'GET',
      url: api(`${moneyApi.statementDownload.path}?${q}&format=csv`),
      headers: { authorization: token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-2026-01-01-${today()}.csv"`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('account,currency,time_utc,entry_id,type,description,amount,balance');
    expect(rows.filter((r) => r.startsWith('funding,USDT,') && r.includes(',closing,'))[0]).toMatch(/,50\.025000$/);
    expect(rows.some((r) => r.includes(',transfer,') && r.endsWith(',-30.100000,50.025000'))).toBe(true);

    const pdf = await t.app.inject({
      method: 'GET',
      url: api(`${moneyApi.statementDownload.path}?${q}&format=pdf`),
      headers: { authorization: token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a backwards or too long period and anonymous downloads', async () => {
    const { token } = await signUp(t.app);
    const back = await call(t.app, 'GET', api(`${moneyApi.statement.path}?from=2026-02-01&to=2026-01-01`), { token });
    expect(back.body.data[0]).toEqual({ field: 'to', message: 'The period must start on or before its end' });
    const long = await call(t.app, 'GET', api(`${moneyApi.statement.path}?from=2024-01-01&to=2026-01-01`), { token });
    expect(long.body.msg).toBe('A statement covers at most 366 days');
    const bad = await call(
      t.app,
      'GET',
      api(`${moneyApi.statementDownload.path}?from=2026-02-01&to=2026-01-01&format=csv`),
      { token },
    );
    expect(bad.status).toBe(400);
    expect(
      (await call(t.app, 'GET', api(`${moneyApi.statementDownload.path}?from=2026-01-01&to=2026-01-02&format=pdf`)))
        .status,
    ).toBe(401);
  });
});

describe('back office ledger views', () => {
  it('shows a user’s balances and entries with causes, house balances and the ledger check', async () => {
    const { token, user } = await signUp(t.app);
    await fundCrypto(t.app, token, '12');
    const entries = await call(t.app, 'GET', api(pathWith(moneyAdminApi.userEntries.path, { userId: user.userId })), {
      token: t.admin,
    });
    expect(entries.body.data.rows[0]).toMatchObject({ type: 'deposit', causeType: 'deposit', actorKind: 'system' });
    expect(entries.body.data.rows[0].postings.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual(
      [
        ['chain_clearing', '-12.000000'],
        ['funding', '12.000000'],
      ],
    );
    // The journal's filters narrow on the server (the back office's Type filter).
    const byType = async (type: string) =>
      (
        await call(
          t.app,
          'GET',
          api(`${pathWith(moneyAdminApi.userEntries.path, { userId: user.userId })}?type=${type}`),
          { token: t.admin },
        )
      ).body.data.total;
    expect([await byType('deposit'), await byType('transfer')]).toEqual([1, 0]);
    const assets = await call(t.app, 'GET', api(pathWith(moneyAdminApi.userAssets.path, { userId: user.userId })), {
      token: t.admin,
    });
    expect(
      assets.body.data.balances.find(
        (b: { currency: string; account: string }) => b.currency === 'USDT' && b.account === 'funding',
      ),
    ).toMatchObject({ total: '12.000000' });
    expect(
      (await call(t.app, 'GET', api(pathWith(moneyAdminApi.userAssets.path, { userId: 99999999 })), { token: t.admin }))
        .status,
    ).toBe(404);
    const house = await call(t.app, 'GET', api(moneyAdminApi.house.path), { token: t.admin });
    const chain = house.body.data.accounts.find(
      (a: { kind: string; currency: string }) => a.kind === 'chain_clearing' && a.currency === 'USDT',
    );
    const customers = house.body.data.customerTotals.find((c: { currency: string }) => c.currency === 'USDT');
    expect(chain.balance.startsWith('-')).toBe(true);
    expect(chain.balance.slice(1)).toBe(customers.total);
    const check = await call(t.app, 'GET', api(moneyAdminApi.check.path), { token: t.admin });
    expect(check.body.data.ok).toBe(true);
    expect(check.body.data.currencies.every((c: { sum: string }) => c.sum === '0')).toBe(true);
  });
});
