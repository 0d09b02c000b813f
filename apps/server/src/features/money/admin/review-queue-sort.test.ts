// The review queues sort by when a request was made, either way, when asked; any other sort is refused on its field.
import { moneyAdminApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../../testing/api.ts';
import { bankDeposit } from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();
const list = (path: string, query: string) => call(t.app, 'GET', `/api${path}?${query}`, { token: t.admin });
const idsOf = (res: { body: { data: { rows: { id: number }[] } } }) => res.body.data.rows.map((row) => row.id);

describe('the review queues in the order asked', () => {
  it('lists deposits oldest or newest first, and refuses another sort', async () => {
    const { token, user } = await signUp(t.app);
    const made: number[] = [];
    for (const amount of ['20', '30', '25']) made.push((await bankDeposit(t.app, token, amount)).body.data.id);
    const mine = `status=pending&userId=${user.userId}`;
    expect(idsOf(await list(moneyAdminApi.deposits.list.path, mine))).toEqual(made);
    expect(idsOf(await list(moneyAdminApi.deposits.list.path, `${mine}&sort=-createdAt`))).toEqual([...made].reverse());
    expect(idsOf(await list(moneyAdminApi.deposits.list.path, `${mine}&sort=createdAt`))).toEqual(made);

    const bad = await list(moneyAdminApi.deposits.list.path, 'sort=amount');
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('lists withdrawals in the order asked, and refuses another sort', async () => {
    const newest = await list(moneyAdminApi.withdrawals.list.path, 'sort=-createdAt');
    expect(newest.status).toBe(200);
    const ids = idsOf(newest);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await list(moneyAdminApi.withdrawals.list.path, 'sort=-fee');
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});
