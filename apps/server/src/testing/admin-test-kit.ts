// Shared moves of the back-office tests: make an operator with given roles and sign them in.
import { adminApi, type EndpointDefinition, pathWith, type Role } from '@platform/contracts';
import { call, signIn, uniqueEmail } from './api.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** Where a test calls an endpoint: under `/api`, with `:name` segments filled from `params`. */
export const urlOf = (endpoint: EndpointDefinition, params: Record<string, unknown> = {}) =>
  `/api${pathWith(endpoint.path, params)}`;

/**
 * An operator, created as the back office does. A mediator or admin gets a display name by default (they cannot draft
 * an agreement without one); `displayName: null` makes one without.
 */
export async function createOperator(
  app: TestApp,
  adminToken: string,
  roles: Role[],
  options: { displayName?: string | null } = {},
) {
  const email = uniqueEmail(roles.join(''));
  const password = 'operator-pass-1';
  const n = counter++;
  const username = `op${Date.now().toString(36).slice(-5)}${n}`;
  const drafts = roles.includes('mediator') || roles.includes('admin');
  const displayName = options.displayName === undefined ? (drafts ? `Test Mediator ${n}` : null) : options.displayName;
  const res = await call(app, 'POST', urlOf(adminApi.createOperator), {
    token: adminToken,
    body: { email, username, password, roles, reason: 'new colleague', ...(displayName ? { displayName } : {}) },
  });
  if (res.status !== 200) throw new Error(`operator creation failed: ${JSON.stringify(res.body)}`);
  const token = await signIn(app, email, password);
  return { email, password, username, token, userId: res.body.data.userId as number };
}
