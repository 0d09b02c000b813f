// The strict response headers (CSP and the rest of helmet's set), built once at start: they depend on the config only,
// and helmet's middleware rebuilds its whole policy on every call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet sets (and removes) for `options`, captured from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string | number) => set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      removed.push(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set: [...set], removed };
}

/** Sends the headers on every response, on the raw response as helmet did: a route may still set its own policy. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const { set, removed } = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}
