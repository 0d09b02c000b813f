import { ApiError } from '@platform/client';
import { IDEMPOTENCY_KEY_PATTERN } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, settlesKey } from './idempotency.ts';

describe('idempotency keys', () => {
  it('are random UUIDs the server accepts', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
  });

  it('are spent by an answer from the server, kept when the answer may have been lost', () => {
    expect(settlesKey(new ApiError('api', 400, 'Insufficient available balance'))).toBe(true);
    expect(settlesKey(new ApiError('api', 409, 'This Idempotency-Key was already used for a different request'))).toBe(
      true,
    );
    expect(settlesKey(new ApiError('network', 0, 'Network error'))).toBe(false);
    expect(settlesKey(new ApiError('timeout', 0, 'Network error'))).toBe(false);
    expect(settlesKey(new ApiError('abort', 0, ''))).toBe(false);
  });
});
