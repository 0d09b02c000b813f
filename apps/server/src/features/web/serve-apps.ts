// Serves the three built front ends from one origin: trade at /, the portal at /portal/, the back office at /admin/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendError } from '../../plugins/errors.ts';

const appsDir = fileURLToPath(new URL('../../../../', import.meta.url));

const APPS = [
  { prefix: '/portal/', dir: join(appsDir, 'portal', 'dist') },
  { prefix: '/admin/', dir: join(appsDir, 'admin', 'dist') },
  { prefix: '/', dir: join(appsDir, 'trade', 'dist') },
] as const;

function setHeaders(reply: FastifyReply, path: string) {
  // Built assets carry a content hash in their names; pages must always be revalidated.
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** An unknown API path is the API's 404 at once: without these routes the trade app's wildcard would look for it on disk. */
function answerUnknownApiPaths(app: FastifyInstance) {
  const notFound = (req: FastifyRequest, reply: FastifyReply) => sendError(req, reply, AppError.notFound());
  for (const url of ['/api', '/api/*']) app.all(url, { schema: { hide: true } }, notFound);
}

export async function serveApps(app: FastifyInstance) {
  answerUnknownApiPaths(app);
  let first = true;
  for (const { prefix, dir } of APPS) {
    if (!existsSync(dir)) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: first,
      wildcard: true,
      index: ['index.html'],
      setHeaders,
    });
    first = false;
  }

  const sendIndex = (reply: FastifyReply, dir: string) =>
    existsSync(join(dir, 'index.html'))
      ? reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', dir)
      : reply.code(404).type('text/plain').send('This app is not built yet: run `npm run build`.');

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendError(req, reply, AppError.notFound());
    }
    // A deep link into a single-page app gets that app's page; its router takes it from there.
    const target = APPS.find((a) => path.startsWith(a.prefix) || `${path}/` === a.prefix) ?? APPS[2];
    return sendIndex(reply, target.dir);
  });
}
