// Shared moves of the follow tests: institutions created through the back office, verified and funded followers,
// orders placed through the API, and the institution's equity path written as marks at times the test advances.
import { followAdminApi, followApi } from '@platform/contracts';
import { eq, followInstitutions, followOrders } from '@platform/db';
import { settleDue, startWaiting } from '../features/follow/follow-job.ts';
import { writeMark } from '../features/follow/institutions-repo.ts';
import { urlOf } from './admin-test-kit.ts';
import { call, signUp } from './api.ts';
import { keyed, newKey, verifyIdentity } from './money-test-kit.ts';
import type { TestApp } from './test-app.ts';
import { fundTrading } from './trading-test-kit.ts';

let names = 0;

export function institutionBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Trend book ${process.pid}-${names++}`,
    description: 'Long AAPL while its 2-minute average is above its 4-minute one.',
    params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 2, slowMinutes: 4, exposurePercent: 50 },
    managementFeePercent: '2',
    profitSharePercent: '20',
    periods: [73, 30],
    reason: 'New house strategy approved by the committee',
    ...overrides,
  };
}

export async function createInstitution(app: TestApp, admin: string, overrides: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', urlOf(followAdminApi.create), { token: admin, body: institutionBody(overrides) });
  if (res.status !== 200) throw new Error(`institution refused: ${JSON.stringify(res.body)}`);
  const [row] = await app.db
    .select()
    .from(followInstitutions)
    .where(eq(followInstitutions.id, res.body.data.id as number));
  return row!;
}

/** A signed-up user with a verified identity and `amount` USD in their trading account. */
export async function follower(app: TestApp, admin: string, amount: string) {
  const signed = await signUp(app);
  await verifyIdentity(app, signed.token, admin);
  await fundTrading(app, signed.token, admin, amount);
  return signed;
}

export const placeFollow = (app: TestApp, token: string, institutionId: number, body: object, key = newKey()) =>
  keyed(app, followApi.placeOrder.path.replace(':id', String(institutionId)), token, body, key);

/** A clock ahead of real time that each step moves on by a second, so marks and ends come in order. */
export function testClock() {
  let t = Date.now() + 1000;
  return () => {
    t += 1000;
    return new Date(t);
  };
}

/** The institution's equity at `at` is `equity`: its mark, then waiting orders start and due orders settle there. */
export async function markAt(app: TestApp, institutionId: number, equity: string, at: Date) {
  const mark = await writeMark(app.db, institutionId, equity, at);
  await startWaiting({ db: app.db }, mark);
  return settleDue({ db: app.db, publish: (e) => app.events.publish(e) }, institutionId, at);
}

/** The order's period ends at `at` (time passing, in a test). */
export const endAt = (app: TestApp, orderId: number, at: Date) =>
  app.db.update(followOrders).set({ endsAt: at }).where(eq(followOrders.id, orderId));
