import type { Db } from '@platform/db';
import type { Config } from './config/env.ts';
import type { DomainEvents } from './core/events/domain-events.ts';
import type { Mailer } from './core/mail/mailer.ts';
import type { AuthUser } from './plugins/auth.ts';
import type { RedisConnections } from './plugins/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Keys the stored hashes of e-mail codes (CODE_SECRET, or made once under DATA_DIR). */
    codeSecret: string;
    mailer: Mailer;
    /** What features tell each other happened (after commit). */
    events: DomainEvents;
    /** The Redis several nodes share, when REDIS_URL is set. */
    redis: RedisConnections | null;
    /** `draining` once the server has begun to close. */
    lifecycle: { draining: boolean };
  }
  interface FastifyRequest {
    /** The signed-in user, when the request carries a valid token. */
    user: AuthUser | null;
    /** The hash of the session token the request carries. */
    sessionHash: string | null;
  }
}
