// Small helpers that drive the API through app.inject, as a client would.
import { type Envelope, identityApi, systemApi } from '@platform/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { HOUSE_INVITE } from './test-app.ts';
import { enrolTwoFactor, type Send, signInWithSecondFactor } from './two-factor-kit.ts';

export interface Call {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever fields each endpoint answers with
  body: Envelope<any>;
  headers: Record<string, unknown>;
}

export async function call(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const res = await app.inject({
    method,
    url,
    payload: options.body as Record<string, unknown> | undefined,
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The answer refuses one field: `status`, with `message` as the envelope's msg and as that field's one error. */
export function expectRefusedOn(
  res: { status: number; body: unknown },
  status: number,
  field: string,
  message: string,
) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ code: status, msg: message, data: [{ field, message }] });
}

/** The mails sent to an address, newest first, read from the development mailbox. */
export async function mailsTo(app: TestApp, email: string) {
  const { body } = await call(app, 'GET', `/api${systemApi.devMailbox.path}?to=${encodeURIComponent(email)}`);
  return body.data as { subject: string; text: string }[];
}

/** The newest code mailed to an address, read from the development mailbox. */
export async function lastCode(app: TestApp, email: string): Promise<string> {
  const match = /\b(\d{6})\b/.exec((await mailsTo(app, email))[0]?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${counter++}@example.com`;

/** Registers a user through the real endpoints and signs them in. */
export async function signUp(app: TestApp, options: { email?: string; password?: string; username?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-1';
  await call(app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
  const code = await lastCode(app, email);
  const reg = await call(app, 'POST', `/api${identityApi.emailRegister.path}`, {
    body: { email, password, username: options.username, code, inviteCode: HOUSE_INVITE },
  });
  if (reg.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(reg.body)}`);
  const login = await call(app, 'POST', `/api${identityApi.login.path}`, { body: { account: email, password } });
  return { email, password, token: login.body.data.token as string, user: login.body.data.user };
}

/** Codes are used once per database (the server records each account's last step there): apps sharing one share a
 * place. */
const places = new WeakMap<object, string>();
/** A name for the app's database, so the kit remembers which codes it has seen. */
const placeOf = (app: TestApp) => {
  if (!places.has(app.db)) places.set(app.db, `db-${Math.random().toString(36).slice(2)}`);
  return places.get(app.db)!;
};

/** The kit's transport for `app`. */
export const sendTo =
  (app: TestApp): Send =>
  (method, path, options = {}) =>
    call(app, method, `/api${path}`, options);

/**
 * Signs in; an operator is enrolled in two-factor on their first sign-in (the back office needs it), and answers the
 * code step after that. `enrol: false` signs an operator in without enrolling.
 */
export async function signIn(
  app: TestApp,
  account: string,
  password: string,
  options: { enrol?: boolean } = {},
): Promise<string> {
  return signInWithSecondFactor(sendTo(app), placeOf(app), account, password, options);
}

/** Enrols the signed-in account in two-factor; answers its key and recovery codes. */
export const enrol = (app: TestApp, token: string) => enrolTwoFactor(sendTo(app), placeOf(app), token);
