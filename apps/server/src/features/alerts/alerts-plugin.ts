// Decorates the app with its price-alert evaluator: fed every published tick (evaluating only on the job holder),
// told of every alert change through the pub/sub seam (so the holder hears of changes made on any node), and reloaded
// whole by a background job every few minutes.
import type { Quote } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { type PubSub, QUOTES_TOPIC } from '../../realtime/pubsub.ts';
import { AlertEvaluator } from './alert-evaluator.ts';
import { fireAlert } from './fire-alert.ts';

const CHANGES_TOPIC = 'alerts.changed';
const RELOAD_JOB = 'price alerts reload';
/** The whole book is read again this often, as a guard against a change missed. */
const RELOAD_MS = 300_000;

export interface PriceAlerts {
  readonly evaluator: AlertEvaluator;
  /** Tells every node an alert changed (after its transaction committed). */
  changed(id: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    priceAlerts: PriceAlerts;
  }
}

export function registerAlerts(app: FastifyInstance, pubsub: PubSub) {
  const evaluator = new AlertEvaluator({
    db: app.db,
    log: app.log,
    holding: () => app.jobs.holding(),
    fire: (id, quote) =>
      fireAlert(
        { db: app.db, log: app.log, publish: (event) => app.events.publish(event), mailer: app.mailer },
        id,
        quote,
      ),
  });
  const stopTicks = pubsub.subscribe<Quote[]>(QUOTES_TOPIC, (quotes) => evaluator.onTick(quotes));
  const stopChanges = pubsub.subscribe<{ id: number }>(CHANGES_TOPIC, ({ id }) => evaluator.changed(id));
  app.jobs.define(RELOAD_JOB, RELOAD_MS, () => evaluator.load());
  app.decorate('priceAlerts', {
    evaluator,
    changed: (id: number) => pubsub.publish(CHANGES_TOPIC, { id }),
  });
  app.addHook('preClose', async () => {
    stopTicks();
    stopChanges();
    await evaluator.settled();
  });
}
