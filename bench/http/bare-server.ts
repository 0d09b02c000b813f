import Fastify from 'fastify';

export interface Target {
  url: string;
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The yardstick: a bare Fastify instance with one GET route answering a small JSON, no plugins, no database. */
export async function startBareServer(): Promise<Target> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ code: 200, msg: 'Success', data: { userId: 1, username: 'bench' } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/bare`, headers: {}, close: () => app.close() };
}
