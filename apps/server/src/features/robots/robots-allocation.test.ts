// The allocations of a user's live robots together stay within the trading account's equity once the fee is paid
// (issue 28 §8): the preview says what is still available to allocate, a purchase over it is refused naming that
// amount, and twenty purchases sent at once are checked one after another on the locked trading account.
import { robotsApi } from '@platform/contracts';
import { eq, robots } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { buyRobot, insertProduct, robotUser } from '../../testing/robots-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '104.98', ask: '105.00' } });

const rental = (allocation: string) => ({ plan: 'rental', days: 7, allocation, start: false });

describe('robot allocations within equity', { timeout: 180_000 }, () => {
  it('previews what is still available, and refuses more naming it', async () => {
    const product = await insertProduct(t.app);
    const { token } = await robotUser(t.app, t.admin, '10000');
    expect((await buyRobot(t.app, token, product.id, rental('6000'))).status).toBe(200);
    const query = new URLSearchParams({ plan: 'rental', days: '7', allocation: '3000' });
    const preview = await call(t.app, 'GET', `${urlOf(robotsApi.preview, { id: product.id })}?${query}`, { token });
    expect(preview.body.data).toMatchObject({
      equity: '9995.00',
      allocated: '6000.00',
      availableToAllocate: '3990.00',
      freeMarginAfter: '6990.00',
    });
    const over = await buyRobot(t.app, token, product.id, rental('3990.01'));
    expect(over.status).toBe(400);
    expect(over.body.data).toEqual([
      {
        field: 'allocation',
        message:
          'All your robots’ allocations together may not exceed your trading account’s equity: 3990.00 USD is still available to allocate',
      },
    ]);
    expect((await buyRobot(t.app, token, product.id, rental('3990'))).status).toBe(200);
  });

  it('twenty purchases at once on 10,000 USD with 3,000 allocated already never allocate more than the equity', async () => {
    const product = await insertProduct(t.app);
    const { token, user } = await robotUser(t.app, t.admin, '10000');
    expect((await buyRobot(t.app, token, product.id, rental('3000'))).status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => buyRobot(t.app, token, product.id, rental('1000'))),
    );
    for (const r of burst) expect([200, 400], JSON.stringify(r.body)).toContain(r.status);
    // The k-th purchase leaves 9995 − 5k of equity for 3000 + 1000k allocated: six fit.
    expect(burst.filter((r) => r.status === 200)).toHaveLength(6);
    const mine = await t.app.db.select().from(robots).where(eq(robots.userId, user.userId));
    const allocated = mine.reduce((sum, r) => sum + Number(r.allocation), 0);
    const trading = await balance(t.app, token, 'USD', 'trading');
    expect(trading).toMatchObject({ total: '9965.00' });
    expect(allocated).toBeLessThanOrEqual(Number(trading.total));
    await ledgerBalanced(t.app);
  });
});
