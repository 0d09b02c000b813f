// Sign-ins from a chosen device and address, and the sessions endpoints, as the sessions tests drive them.
import { identityApi, pathWith, type SessionView, sessionsApi } from '@platform/contracts';
import { type Call, call } from './api.ts';
import type { TestApp } from './test-app.ts';

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as a browser on `userAgent` at `ip` would. */
export async function signInFrom(
  app: TestApp,
  account: { email: string; password: string },
  userAgent: string,
  ip = '127.0.0.1',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api${identityApi.login.path}`,
    payload: { account: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.body}`);
  return res.json().data.token;
}

export async function listSessions(app: TestApp, token: string): Promise<SessionView[]> {
  const res = await call(app, 'GET', `/api${sessionsApi.find.path}`, { token });
  if (res.status !== 200) throw new Error(`sessions failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const signOutSession = (app: TestApp, token: string, id: string): Promise<Call> =>
  call(app, 'POST', `/api${pathWith(sessionsApi.signOut.path, { id })}`, { token });

export const signOutOthers = (app: TestApp, token: string): Promise<Call> =>
  call(app, 'POST', `/api${sessionsApi.signOutOthers.path}`, { token });
