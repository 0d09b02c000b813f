// Shared moves of the robots tests: products written straight into the catalogue (on the fixture market's
// instruments), verified and funded users, purchases and controls through the API, and steps driven by a recorded
// price path (the fixture market's quotes plus the minute closes the strategies read).
import { robotsApi } from '@platform/contracts';
import { eq, type RobotProductRow, robotProducts, robots } from '@platform/db';
import type { RobotDeps } from '../features/robots/robots-deps.ts';
import { urlOf } from './admin-test-kit.ts';
import { call, signUp } from './api.ts';
import { keyed, newKey, verifyIdentity } from './money-test-kit.ts';
import type { TestApp } from './test-app.ts';
import { fundTrading } from './trading-test-kit.ts';

let names = 0;

/** A grid robot on AAPL (stock: fee 0.1 %, lot 1) unless told otherwise; bought for 50 USD or rented 7 days for 5. */
export async function insertProduct(app: TestApp, overrides: Partial<typeof robotProducts.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(robotProducts)
    .values({
      strategy: 'grid',
      name: `Test grid ${process.pid}-${names++}`,
      description: 'A grid on AAPL for the tests.',
      symbol: 'AAPL',
      currency: 'USD',
      defaultParams: { strategy: 'grid', lowerPrice: '100', upperPrice: '110', levels: 5, quantityPerLevel: 10 },
      buyPrice: '50.00',
      rentOptions: [
        { days: 7, fee: '5.00' },
        { days: 30, fee: '15.00' },
      ],
      minAllocation: '100.00',
      ...overrides,
    })
    .returning();
  return row! satisfies RobotProductRow;
}

/** A signed-up user with a verified identity and `amount` USD in their trading account. */
export async function robotUser(app: TestApp, admin: string, amount: string) {
  const signed = await signUp(app);
  await verifyIdentity(app, signed.token, admin);
  await fundTrading(app, signed.token, admin, amount);
  return signed;
}

/**
 * A robot bought on a fresh test product by a new robot user with `funds` USD: the buyer (token, user), the product,
 * the purchase's answer and the robot's id.
 */
export async function boughtRobot(app: TestApp, admin: string, funds: string, purchase: object) {
  const product = await insertProduct(app);
  const buyer = await robotUser(app, admin, funds);
  const bought = await buyRobot(app, buyer.token, product.id, purchase);
  return { ...buyer, product, bought, id: bought.body.data.robot.id as number };
}

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const buyRobot = (app: TestApp, token: string, productId: number, body: object, key = newKey()) =>
  keyed(app, withId(robotsApi.purchase.path, productId), token, body, key);

export const controlRobot = (
  app: TestApp,
  token: string,
  id: number,
  action: 'start' | 'pause' | 'stop',
  body: object = {},
  key = newKey(),
) => keyed(app, withId(robotsApi[action].path, id), token, body, key);

export const robotDetail = (app: TestApp, token: string, id: number) =>
  call(app, 'GET', urlOf(robotsApi.robot, { id }), { token });

export const get = (app: TestApp, token: string, path: string) => call(app, 'GET', `/api${path}`, { token });

/** The robots' dependencies with the minute closes the test gives (newest last). */
export function pathDeps(app: TestApp, closes: () => readonly number[]): RobotDeps {
  return {
    db: app.db,
    get desk() {
      return app.orderDesk;
    },
    bars: {
      minutes: (_symbol, _from, to) => {
        const path = closes();
        return path.map((close, i) => ({ time: to - (path.length - 1 - i) * 60_000, close: String(close) }));
      },
    },
    publish: (event) => app.events.publish(event),
    log: app.log,
  };
}

export const robotRow = async (app: TestApp, id: number) =>
  (await app.db.select().from(robots).where(eq(robots.id, id)))[0]!;
