// One application per product waits at a time, and a borrower's loans stay within the exposure limit operators set
// (issue 28 §8): twenty applications at once make one; over the headroom is refused at applying, naming it, and
// re-checked at approving; the caller sees their limit and headroom; changing the limit is audited.

import { loansAdminApi, loansApi } from '@platform/contracts';
import { auditLog, eq } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { applied, apply, approve, borrower, createProduct } from '../../testing/loans-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const setLimit = (maxExposurePerUser: string, reason = 'Credit policy review') =>
  call(t.app, 'POST', urlOf(loansAdminApi.updateSettings), { token: t.admin, body: { maxExposurePerUser, reason } });
const exposure = async (token: string) => (await call(t.app, 'GET', urlOf(loansApi.exposure), { token })).body.data;

describe('one application per product', { timeout: 180_000 }, () => {
  it('accepts exactly one of twenty applications sent at once, each with its own key', async () => {
    const product = await createProduct(t.app, t.admin, { name: 'Twenty at once' });
    const user = await borrower(t.app, t.admin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apply(t.app, user.token, { productId: product.id, amount: '1000', termMonths: 6 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body).toMatchObject({
      msg: 'You already have an application for this product waiting for review',
      data: [{ field: 'productId' }],
    });
    expect(await exposure(user.token)).toMatchObject({ pending: '1000.00', pendingProductIds: [product.id] });
  });
});

describe('the exposure limit', { timeout: 180_000 }, () => {
  it('refuses an application over the headroom, naming it, and re-checks at approval', async () => {
    const settings = await call(t.app, 'GET', urlOf(loansAdminApi.settings), { token: t.admin });
    expect(settings.body.data).toEqual({ maxExposurePerUser: '50000.00', updatedAt: null });
    expect((await setLimit('3000')).status).toBe(200);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'loan.settings.update'));
    expect(audit).toMatchObject([{ reason: 'Credit policy review' }]);
    expect((await setLimit('99.99')).body.data[0].field).toBe('maxExposurePerUser');

    const a = await createProduct(t.app, t.admin, { name: 'Exposure A' });
    const b = await createProduct(t.app, t.admin, { name: 'Exposure B' });
    const user = await borrower(t.app, t.admin);
    expect(await exposure(user.token)).toEqual({
      currency: 'USD',
      limit: '3000.00',
      outstanding: '0.00',
      pending: '0.00',
      headroom: '3000.00',
      pendingProductIds: [],
    });
    const first = await applied(t.app, user.token, { productId: a.id, amount: '2000', termMonths: 6 });
    const over = await apply(t.app, user.token, { productId: b.id, amount: '1000.01', termMonths: 6 });
    expect(over.status).toBe(400);
    expect(over.body.data).toEqual([
      {
        field: 'amount',
        message: 'Your loans together may not exceed 3000.00 USD: you may apply for at most 1000.00 USD more',
      },
    ]);
    const second = await applied(t.app, user.token, { productId: b.id, amount: '1000', termMonths: 6 });
    expect(await exposure(user.token)).toMatchObject({ pending: '3000.00', headroom: '0.00' });

    expect((await setLimit('2500')).status).toBe(200);
    expect((await approve(t.app, t.admin, first)).status).toBe(200);
    const refused = await approve(t.app, t.admin, second);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'Approving would take the applicant’s loans above the limit of 2500.00 USD (2000.00 USD owed now)',
    );
    expect(await exposure(user.token)).toMatchObject({ outstanding: '2000.00', pending: '1000.00', headroom: '0.00' });
    expect((await setLimit('50000')).status).toBe(200);
  });
});
