// Redis, when REDIS_URL is set: the state several API nodes share (pub/sub, rate-limit counters). Two connections,
// because one in subscriber mode can run nothing else. Without REDIS_URL there is none and all of it stays in-process.

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/env.ts';

export interface RedisConnections {
  /** Commands and publishing. */
  client: Redis;
  /** Subscriptions only. */
  subscriber: Redis;
  prefix: string;
  close(): Promise<void>;
}

export async function connectRedis(config: Config, log: FastifyBaseLogger): Promise<RedisConnections | null> {
  if (!config.REDIS_URL) return null;
  const open = (role: string) => {
    const redis = new Redis(config.REDIS_URL as string, { lazyConnect: true, maxRetriesPerRequest: 3 });
    redis.on('error', (err) => log.error({ err }, `redis (${role}): ${err.message}`));
    return redis;
  };
  const client = open('client');
  const subscriber = open('subscriber');
  // Start-up fails loudly when Redis is unreachable: a node that silently kept its state to itself would split the
  // cluster (quotes, chat and revocations reaching only some clients).
  await Promise.all([client.connect(), subscriber.connect()]);
  return {
    client,
    subscriber,
    prefix: config.REDIS_PREFIX,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
