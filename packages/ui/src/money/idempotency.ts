// One idempotency key per user intent, for every money-moving form of every app (no request may move money twice).
import { isApiError } from '@platform/client';
import { useCallback, useRef } from 'react';

/** A random UUID v4; `crypto.randomUUID` needs a secure context, `getRandomValues` works over plain http too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the server gave a final answer to the request: then the key is spent (the server replays that answer to the
 * same key), and the next submission is a new intent. A network failure or a timeout may or may not have reached the
 * server, so a retry must send the same key.
 */
export function settlesKey(error: unknown): boolean {
  return !isApiError(error) || error.kind === 'api';
}

/**
 * The key of the form's current intent: made when the form opens, reused while a submission is retried after a lost
 * network answer, and replaced once the server has answered (success or refusal).
 */
export function useIdempotencyKey() {
  const key = useRef<string>(null);
  if (key.current === null) key.current = newIdempotencyKey();
  const current = useCallback(() => key.current!, []);
  const renew = useCallback(() => {
    key.current = newIdempotencyKey();
  }, []);
  /** Call after a submission: renews the key unless the answer was lost on the way. */
  const settle = useCallback(
    (error?: unknown) => {
      if (error === undefined || settlesKey(error)) renew();
    },
    [renew],
  );
  return { current, renew, settle };
}
