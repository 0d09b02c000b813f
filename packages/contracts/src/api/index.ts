// Every endpoint of the API, grouped by domain: the route table the server registers and the hardening tests sweep.
import type { EndpointDefinition } from '../endpoint.ts';
import { moneyApi } from './money.ts';
import { moneyAdminApi } from './money-admin.ts';
import { securityApi } from './security.ts';

export { moneyAdminApi, moneyApi, securityApi };

export const API = {
  money: moneyApi,
  moneyAdmin: moneyAdminApi,
  security: securityApi,
} as const;

type Group = { readonly [name: string]: EndpointDefinition | Group };

const isEndpoint = (value: EndpointDefinition | Group): value is EndpointDefinition =>
  typeof (value as EndpointDefinition).method === 'string' && typeof (value as EndpointDefinition).path === 'string';

/** Every endpoint in the table, each once, with a dotted name (`money.createTransfer`). */
export function allEndpoints(group: Group = API, prefix = ''): Array<{ name: string; endpoint: EndpointDefinition }> {
  return Object.entries(group).flatMap(([key, value]) =>
    isEndpoint(value) ? [{ name: `${prefix}${key}`, endpoint: value }] : allEndpoints(value, `${prefix}${key}.`),
  );
}
