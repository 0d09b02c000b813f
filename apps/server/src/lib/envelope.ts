import type { Envelope } from '@platform/contracts';

export function ok<T>(data: T, msg = 'Success'): Envelope<T> {
  return { code: 200, msg, data };
}
