import { isApiError } from '@platform/client';
import { useCallback, useRef } from 'react';

/** A random UUID v4 (`getRandomValues` works over plain http, where `crypto.randomUUID` does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of one review decision: made when the decision form opens, kept while a submission whose answer
 * was lost (network, timeout) is retried, and replaced once the server has answered. So a double click or a retry can
 * never approve a deposit twice.
 */
export function useIdempotencyKey() {
  const key = useRef<string>(null);
  if (key.current === null) key.current = newKey();
  const current = useCallback(() => key.current ?? '', []);
  const renew = useCallback(() => {
    key.current = newKey();
  }, []);
  /** After a submission: a final answer from the server (success or refusal) spends the key. */
  const settle = useCallback(
    (error?: unknown) => {
      if (error === undefined || !isApiError(error) || error.kind === 'api') renew();
    },
    [renew],
  );
  return { current, renew, settle };
}
