// One endpoint, one definition: its method, path, input and response schemas, who may call it, whether it moves money
// (and so needs an Idempotency-Key) and its rate-limit class. The server registers its handler from the definition and
// the client calls it through the same object, so a path or a type never exists twice.

import { isOperator, type Role } from './identity.ts';
import type { MessageKey } from './messages.ts';
import type { AnnouncedTopic } from './news-ws.ts';
import type { z } from './zod.ts';

/** Who may call an endpoint: anyone, any signed-in user, any operator, or an operator with one of these roles. */
export type Caller = 'public' | 'user' | 'operator' | { readonly roles: readonly Role[] };

/**
 * A rate-limit class. `ip` counts per client address, per route or per `bucket`; `account` counts per signed-in user,
 * per route or per `bucket`, when endpoints share one (guesses at one secret through several doors). Scaled by
 * RATE_LIMIT_MULTIPLIER on the server.
 */
export interface RateLimit {
  readonly per: 'ip' | 'account';
  readonly perMinute: number;
  readonly bucket?: string;
  /** What the refusal says, when the generic 'Too many requests' would not fit the screen it stops. */
  readonly messageKey?: MessageKey;
}

/** The response is the body itself (a download, a file), not the `{ code, msg, data }` envelope. */
export const RAW_RESPONSE = 'raw' as const;

export interface EndpointDefinition {
  readonly method: 'GET' | 'POST';
  /** Under the API base (`/api`); `:name` segments are filled from `params`. */
  readonly path: string;
  /** The OpenAPI tag, and the domain it belongs to. */
  readonly tag: string;
  readonly caller: Caller;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart form data (an upload): its parts are read by the handler, not by a schema. */
  readonly multipart?: true;
  /** The envelope's `data`, or RAW_RESPONSE. */
  readonly response: z.ZodType | typeof RAW_RESPONSE;
  /** Moves money: needs `Idempotency-Key`, and a retry answers as the first request did. */
  readonly idempotent?: true;
  readonly rateLimit?: RateLimit | readonly RateLimit[];
  /**
   * A successful call changes what this topic's watchers see (a catalogue: an offering edited, offered size taken; a
   * back-office queue: a record arrived or was decided): the sockets watching it are told, so open screens ask again
   * (news-ws.ts).
   */
  readonly announces?: AnnouncedTopic;
}

/**
 * Whether a signed-in account holding `roles` may call an endpoint with this rule: what the server enforces, for a
 * screen that shows only what its operator may use (a menu, a link).
 */
export function callerAdmits(caller: Caller, roles: readonly Role[]): boolean {
  if (caller === 'public' || caller === 'user') return true;
  if (caller === 'operator') return isOperator(roles);
  return caller.roles.some((role) => roles.includes(role));
}

/** Declares an endpoint, keeping its literal types for the server's handler and the client's call. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

/** Rate-limit classes, named by what they protect. */
export const perIp = (perMinute: number): RateLimit => ({ per: 'ip', perMinute });
export const perAccount = (
  perMinute: number,
  options: { bucket?: string; messageKey?: MessageKey } = {},
): RateLimit => ({
  per: 'account',
  perMinute,
  ...options,
});

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: `params` for `:name` segments, `query` for GETs, `body` for POSTs. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never });

/** What a caller receives: the envelope's `data` as the response schema gives it. */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** True when a call needs no input at all. */
export type NeedsNoInput<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? false
  : E['body'] extends z.ZodType
    ? false
    : true;

/** Fills `:name` segments: `pathWith('/money/deposits/:id', { id: 7 })` → `/money/deposits/7`. */
export const pathWith = (path: string, params: Record<string, unknown>) =>
  path.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  );

/** The query a caller passes to a GET endpoint. */
export type QueryInput<E extends EndpointDefinition> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
