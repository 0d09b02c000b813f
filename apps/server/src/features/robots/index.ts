import { ROBOT_LIMITS } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { RobotDeps } from './robots-deps.ts';
import { runRobots } from './robots-job.ts';
import { robotUserRoutes } from './robots-routes.ts';

export { robotsAdminRoutes } from './admin/index.ts';

export { seedRobotProducts } from './seed-products.ts';

/** What the robots use of the app; the simulator's minute bars feed the strategies and the backtests. */
export function robotDeps(app: FastifyInstance): RobotDeps {
  return {
    db: app.db,
    get desk() {
      return app.orderDesk;
    },
    bars: { minutes: (symbol, from, to) => app.market.simulator.bars(symbol, '1m', from, to) ?? [] },
    publish: (event) => app.events.publish(event),
    log: app.log,
  };
}

/** AI trading robots (/api/robots/...): the catalogue, backtests, purchases and the user's robots. */
export async function robotsRoutes(app: FastifyInstance) {
  await app.register(robotUserRoutes(robotDeps(app)));
}

/** Every running robot steps (and rentals end) every 15 s on the node holding the job lease. */
export function registerRobotsJob(app: FastifyInstance) {
  const deps = robotDeps(app);
  app.jobs.define('trading robots', ROBOT_LIMITS.stepEveryMs, () => runRobots(deps));
}
