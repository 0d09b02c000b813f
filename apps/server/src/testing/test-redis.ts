// Redis for the tests that need one: TEST_REDIS_URL (CI sets it to the local server). Each caller gets its own key
// and channel prefix, so test files running at once never hear each other.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export const uniqueRedisPrefix = (name: string) => `test:${name}:${randomBytes(4).toString('hex')}:`;

export function openRedis(): Redis {
  if (!TEST_REDIS_URL) throw new Error('TEST_REDIS_URL is not set');
  return new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
}
