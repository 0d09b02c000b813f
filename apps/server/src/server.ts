// The only entry: read the config, open the database, build the app, listen, and shut down cleanly.
import { join } from 'node:path';
import { createDb } from '@platform/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

async function main() {
  const config = loadConfig();
  const database = await createDb(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000 + config.DRAIN_SECONDS * 1000).unref();
    // Readiness fails first, so the load balancer moves new traffic away before this node stops taking it.
    app.lifecycle.draining = true;
    if (config.DRAIN_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000));
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.localOnly) {
    app.log.warn(
      `listening on ${config.HOST} only: neither NODE_ENV nor SANDBOX is set, so the sandbox (free test payments, the dev mailbox) stays on this machine. For real users set NODE_ENV=production; to share the sandbox, NODE_ENV=development.`,
    );
  }
  app.log.info(
    `trade: http://localhost:${config.PORT}/  portal: http://localhost:${config.PORT}/portal/  admin: http://localhost:${config.PORT}/admin/  api docs: http://localhost:${config.PORT}/api/docs`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
