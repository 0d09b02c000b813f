// How the browser tests reach the API themselves (set-up, clean-up, checks): every path comes from its endpoint's
// definition in contracts, so a test never spells a path the server could stop answering.
import { endpointPath } from '@platform/client';
import {
  type EndpointDefinition,
  type EndpointInput,
  IDEMPOTENCY_HEADER,
  type NeedsNoInput,
  type z,
} from '@platform/contracts';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** Where the server answers the API. */
export const API_BASE = '/api';

/** The part of an endpoint's input that shapes its address: `params` for `:name` segments, `query` for GETs. */
type AddressInput<E extends EndpointDefinition> = Omit<EndpointInput<E>, 'body'>;
type AddressArgs<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? [input: AddressInput<E>]
  : [input?: AddressInput<E>];

/** An endpoint's address under the API base: `apiPath(moneyApi.deposit, { params: { id: 7 } })` → `/api/money/deposits/7`. */
export function apiPath<E extends EndpointDefinition>(endpoint: E, ...[input]: AddressArgs<E>): string {
  return `${API_BASE}${endpointPath(endpoint, (input ?? {}) as EndpointInput<E>)}`;
}

export interface CallOptions {
  /** Sent as the Authorization header. */
  token?: string;
  /** Sent as the Idempotency-Key header; the endpoints that move money refuse to be called without one. */
  idempotencyKey?: string;
}

type CallArgs<E extends EndpointDefinition> =
  NeedsNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint as a client would: its method and address from the definition, `body` as JSON. Answers
 * Playwright's response, so a test still reads the status and the envelope itself.
 */
export function callApi<E extends EndpointDefinition>(
  request: APIRequestContext,
  endpoint: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<APIResponse> {
  if (endpoint.idempotent && !options.idempotencyKey) {
    throw new Error(`${endpoint.method} ${endpoint.path} moves money: pass an idempotencyKey`);
  }
  const headers: Record<string, string> = {
    ...(options.token ? { authorization: options.token } : {}),
    ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
  };
  const url = `${API_BASE}${endpointPath(endpoint, (input ?? {}) as EndpointInput<E>)}`;
  if (endpoint.method === 'GET') return request.get(url, { headers });
  const body = input?.body;
  return request.post(url, body === undefined ? { headers } : { headers, data: body });
}
