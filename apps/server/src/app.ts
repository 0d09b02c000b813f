// The app factory: external plugins first, then app plugins (config, db, mailer, auth), then encapsulated route modules.
import websocket from '@fastify/websocket';
import type { DbHandle } from '@platform/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { bootstrap } from './bootstrap/bootstrap.ts';
import { codeSecret } from './config/code-secret.ts';
import type { Config } from './config/env.ts';
import { createDomainEvents } from './core/events/domain-events.ts';
import { dropSlowBodies } from './core/http/slow-bodies.ts';
import { registerJobs } from './core/jobs/register-jobs.ts';
import { createMailer } from './core/mail/mailer.ts';
import { accountRoutes } from './features/account/index.ts';
import { adminRoutes } from './features/admin/index.ts';
import { adminWorkRoutes } from './features/admin-work/index.ts';
import { alertRoutes, registerAlerts } from './features/alerts/index.ts';
import { blockApplicationWork } from './features/block-trading/admin/application-work.ts';
import { blockTradingAdminRoutes, blockTradingRoutes } from './features/block-trading/index.ts';
import { contentAdminRoutes } from './features/content/admin/index.ts';
import { contentRoutes } from './features/content/index.ts';
import { getDictData } from './features/dict/get-dict-data.ts';
import { feedbackAdminRoutes } from './features/feedback/admin/index.ts';
import { feedbackRoutes } from './features/feedback/index.ts';
import { fileRoutes } from './features/files/index.ts';
import { followAdminRoutes, followRoutes, registerFollowJob } from './features/follow/index.ts';
import { getHealth } from './features/health/get-health.ts';
import { getReady } from './features/health/get-ready.ts';
import { identityRoutes } from './features/identity/index.ts';
import { inboxFeatureRoutes, registerInbox } from './features/inbox/index.ts';
import { ipoAdminRoutes, ipoRoutes, registerIpoJobs } from './features/ipo/index.ts';
import { loanWork } from './features/loans/admin/loan-work.ts';
import { loansAdminRoutes, loansRoutes, registerLoansJob } from './features/loans/index.ts';
import { mailRoutes } from './features/mail/index.ts';
import { marketAdminRoutes } from './features/market/admin/index.ts';
import { marketRoutes } from './features/market/index.ts';
import { registerMarket } from './features/market/market-plugin.ts';
import { caseWork } from './features/mediation/admin/case-work.ts';
import { mediationAdminRoutes } from './features/mediation/admin/index.ts';
import { registerDeadlineJob } from './features/mediation/deadline-job.ts';
import { mediationRoutes } from './features/mediation/index.ts';
import { registerCaseNotifier } from './features/mediation/notices/case-notifier.ts';
import { miningAdminRoutes, miningRoutes, registerMiningJob } from './features/mining/index.ts';
import { depositWork, withdrawalWork } from './features/money/admin/money-work.ts';
import { moneyAdminRoutes, moneyRoutes } from './features/money/index.ts';
import { registerMoneyJobs } from './features/money/money-jobs.ts';
import { registerTradePasswordChecks } from './features/money/security/trade-password.ts';
import { identityWork } from './features/realname/admin/identity-work.ts';
import { realNameAdminRoutes } from './features/realname/admin/index.ts';
import { realNameRoutes } from './features/realname/index.ts';
import { referralRoutes } from './features/referral/index.ts';
import { registerRobotsJob, robotsAdminRoutes, robotsRoutes } from './features/robots/index.ts';
import { registerSessionActivity, sessionsRoutes } from './features/sessions/index.ts';
import { conversationWork } from './features/support-chat/admin/conversation-work.ts';
import { registerSupport, supportAdminRoutes, supportRoutes } from './features/support-chat/index.ts';
import { registerTrading, tradingAdminRoutes, tradingRoutes } from './features/trading/index.ts';
import { watchlistRoutes } from './features/watchlists/index.ts';
import { serveApps } from './features/web/serve-apps.ts';
import { registerAuth } from './plugins/auth.ts';
import { capConnectionsPerAddress } from './plugins/connection-cap.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { loggerOptions } from './plugins/logger.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { connectRedis } from './plugins/redis.ts';
import { registerSecurity } from './plugins/security.ts';
import { closeSocketsForRestart } from './realtime/drain-sockets.ts';
import { createLocalPubSub } from './realtime/pubsub.ts';
import { createRedisPubSub } from './realtime/redis-pubsub.ts';
import { registerRealtime } from './realtime/register-realtime.ts';
import { onWebSocketError } from './realtime/ws-errors.ts';
import { MAX_MESSAGE_BYTES, wsRoute } from './realtime/ws-route.ts';
import './types.ts';

export interface AppOptions {
  config: Config;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Quick shutdown: open keep-alive connections do not hold the process.
    forceCloseConnections: 'idle',
    // A client must send its request in time (a slow sender holds a socket, see core/http/slow-bodies.ts); Node checks
    // these every connectionsCheckingInterval. Upgraded WebSockets are no longer requests and are not cut.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(
        1_000,
        Math.floor(Math.min(config.HEADERS_TIMEOUT_MS, config.requestTimeoutMs) / 2),
      ),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  // Draining from the moment close begins: /api/ready answers 503 so the load balancer sends traffic elsewhere.
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
  const redis = await connectRedis(config, app.log);
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('db', database.db);
  app.decorate('codeSecret', codeSecret(config));
  app.decorate('mailer', createMailer(config, database.db, app.log));
  registerErrorHandling(app);
  capConnectionsPerAddress(app, config.MAX_CONNECTIONS_PER_IP);
  dropSlowBodies(app, { idleMs: config.BODY_IDLE_TIMEOUT_MS, wholeMs: config.BODY_TIMEOUT_MS });
  acceptEmptyJsonBodies(app);
  registerMetrics(app, { port: config.METRICS_PORT, host: config.METRICS_HOST });

  await registerSecurity(app);
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    preClose: closeSocketsForRestart,
    errorHandler: onWebSocketError,
  });
  await registerDocs(app);
  registerAuth(app);
  const pubsub = redis
    ? createRedisPubSub({
        publisher: redis.client,
        subscriber: redis.subscriber,
        prefix: `${redis.prefix}pubsub:`,
        onError: (err, topic) => app.log.error({ err, topic }, 'pub/sub message failed'),
      })
    : createLocalPubSub();
  app.decorate('events', createDomainEvents(pubsub));
  registerJobs(app);
  await registerMarket(app, pubsub);
  registerRealtime(app, pubsub, {
    has: (symbol) => app.market.instrument(symbol) !== undefined,
    quote: (symbol) => app.market.quote(symbol),
    start: () => app.market.start(),
  });
  registerMoneyJobs(app);
  registerTradePasswordChecks(app);
  registerSupport(app, pubsub);
  registerTrading(app, pubsub);
  registerAlerts(app, pubsub);
  registerInbox(app);
  registerSessionActivity(app);
  registerCaseNotifier(app);
  registerDeadlineJob(app);
  registerIpoJobs(app);
  registerFollowJob(app);
  registerLoansJob(app);
  registerMiningJob(app);
  registerRobotsJob(app);

  await app.register(
    async (api) => {
      await api.register(getHealth);
      await api.register(getReady);
      await api.register(getDictData);
      await api.register(identityRoutes);
      await api.register(fileRoutes);
      await api.register(mailRoutes);
      await api.register(adminRoutes);
      // Each kind of work from the feature that owns its queue.
      await api.register(adminWorkRoutes, {
        sources: [
          caseWork,
          identityWork,
          loanWork,
          blockApplicationWork,
          depositWork,
          withdrawalWork,
          conversationWork,
        ],
      });
      await api.register(marketRoutes);
      await api.register(marketAdminRoutes);
      await api.register(watchlistRoutes);
      await api.register(alertRoutes);
      await api.register(moneyRoutes);
      await api.register(moneyAdminRoutes);
      await api.register(tradingRoutes);
      await api.register(tradingAdminRoutes);
      await api.register(blockTradingRoutes);
      await api.register(blockTradingAdminRoutes);
      await api.register(ipoRoutes);
      await api.register(ipoAdminRoutes);
      await api.register(followRoutes);
      await api.register(followAdminRoutes);
      await api.register(loansRoutes);
      await api.register(loansAdminRoutes);
      await api.register(miningRoutes);
      await api.register(miningAdminRoutes);
      await api.register(robotsRoutes);
      await api.register(robotsAdminRoutes);
      await api.register(inboxFeatureRoutes);
      await api.register(referralRoutes);
      await api.register(mediationRoutes);
      await api.register(mediationAdminRoutes);
      await api.register(realNameRoutes);
      await api.register(realNameAdminRoutes);
      await api.register(accountRoutes);
      await api.register(sessionsRoutes);
      await api.register(feedbackRoutes);
      await api.register(feedbackAdminRoutes);
      await api.register(contentRoutes);
      await api.register(contentAdminRoutes);
      await api.register(supportRoutes);
      await api.register(supportAdminRoutes);
      await api.register(wsRoute);
    },
    { prefix: '/api' },
  );
  await serveApps(app);

  await database.exclusive(() => bootstrap(database.db, config, app.log, app.market));
  return app;
}
