// The server's logger options: whatever else is configured, an error is made fit for the log before pino writes it.
import type { FastifyServerOptions } from 'fastify';
import { withoutQueryParams } from '../lib/db-errors.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Every log call, of the app's logger and of each request's child, passes through pino's `logMethod` hook: there a
 * failed query loses its parameter values, wherever it is logged (`log.error({ err })` or `log.error(err)`).
 */
const hooks: LoggerOptions['hooks'] = {
  logMethod(args, method) {
    const [first] = args;
    if (first instanceof Error) args[0] = withoutQueryParams(first);
    else if (first && typeof first === 'object' && 'err' in first)
      args[0] = { ...first, err: withoutQueryParams(first.err) };
    return method.apply(this, args);
  },
};

export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  return { ...(logger === true ? {} : logger), hooks };
}
