// The user's robot endpoints: the catalogue, backtests and the purchase preview; buying (money-moving: idempotent, one
// transaction); the caller's robots; start, pause and stop (idempotent, one transaction each); the sandbox's step-now.
import { ROBOT_LIMITS, robotsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { pauseRobot, startRobot, stopRobot } from './control.ts';
import { findRobots, getRobot, robotOf } from './find-robots.ts';
import { findProducts, productRow, productView } from './product-views.ts';
import { purchasedEvent, purchaseRobot } from './purchase.ts';
import { purchaseTerms } from './purchase-terms.ts';
import { robotDetailOf } from './robot-views.ts';
import type { RobotDeps } from './robots-deps.ts';
import { runBacktest } from './run-backtest.ts';
import { stepRobot } from './step-robot.ts';

export function robotUserRoutes(deps: RobotDeps) {
  return async (app: FastifyInstance) => {
    const { db, desk } = deps;
    route(app, robotsApi.options, async () =>
      ok({ sandbox: app.config.sandbox, stepEveryMs: ROBOT_LIMITS.stepEveryMs }),
    );
    route(app, robotsApi.products, async () => ok(await findProducts(db, desk)));
    route(app, robotsApi.product, async ({ params }) =>
      ok(await productView(db, desk, await productRow(db, params.id))),
    );
    route(app, robotsApi.backtest, async ({ params, body }) => ok(await runBacktest(deps, params.id, body)));
    route(app, robotsApi.preview, async ({ user, params, query }) => {
      const product = await productRow(db, params.id);
      return ok((await purchaseTerms(db, desk, user.id, product, query, new Date())).preview);
    });
    route(app, robotsApi.purchase, ({ user, params, body }) => ({
      run: async (tx) => ({ msgKey: 'robotPurchased', data: await purchaseRobot(tx, desk, user.id, params.id, body) }),
      after: (data) => deps.publish(purchasedEvent(user.id, data)),
    }));
    route(app, robotsApi.mine, async ({ user, query }) => ok(await findRobots(db, desk, user.id, query)));
    route(app, robotsApi.robot, async ({ user, params }) => ok(await getRobot(db, desk, user.id, params.id)));
    route(app, robotsApi.start, ({ user, params }) => ({
      run: async (tx) => ({
        msgKey: 'robotStarted',
        data: await robotDetailOf(tx, desk, await startRobot(tx, user.id, params.id)),
      }),
    }));
    route(app, robotsApi.pause, ({ user, params }) => ({
      run: async (tx) => ({
        msgKey: 'robotPausedDone',
        data: await robotDetailOf(tx, desk, await pauseRobot(tx, user.id, params.id)),
      }),
    }));
    route(app, robotsApi.stop, ({ user, params, body }) => ({
      run: async (tx) => ({
        msgKey: 'robotStoppedDone',
        data: await robotDetailOf(tx, desk, await stopRobot(tx, desk, user.id, params.id, body.positions)),
      }),
    }));
    route(app, robotsApi.stepNow, async ({ user, params }) => {
      if (!app.config.sandbox) throw new AppError(403, 'sandboxOnly');
      const row = await robotOf(db, user.id, params.id);
      if (row.status !== 'running') throw AppError.conflict('robotNotRunning');
      await stepRobot(deps, row.id);
      return ok(await getRobot(db, desk, user.id, row.id));
    });
  };
}
