// Talks to a server process over real HTTP, as an outside client would (the crash and multi-node tests): keyed money
// calls, sign-up through the development mailbox, receipt uploads. A request cut off by a dying server rejects (fetch's network error).
import { randomUUID } from 'node:crypto';
import { type Envelope, filesApi, identityApi, systemApi } from '@platform/contracts';
import { png } from './multipart.ts';
import { signInWithSecondFactor } from './two-factor-kit.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever fields each endpoint answers with
  body: Envelope<any>;
  /** The server answered from the key's stored first response (`idempotent-replayed: true`). */
  replayed: boolean;
}

export const newKey = () => `crash-${randomUUID()}`;

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** The Idempotency-Key of a money-moving POST. */
  key?: string;
  signal?: AbortSignal;
}

/** One call under `/api`; rejects only when no answer came (connection refused or cut). */
export async function request(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** The call's data; anything but a 200 fails with what the server said. */
export async function expectOk(answer: Promise<Answer>, what: string) {
  const res = await answer;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Signs in, through the code step when the account has a second factor (an operator is enrolled on first sign-in). */
export async function signIn(base: string, account: string, password: string): Promise<string> {
  return signInWithSecondFactor(
    (method, path, options) => request(base, method, path, options),
    base,
    account,
    password,
  );
}

/** Registers a user with the code from the public development mailbox and signs them in. */
export async function signUp(base: string, email: string, inviteCode: string): Promise<string> {
  const password = 'crash-test-pass-1';
  await expectOk(request(base, 'POST', identityApi.getEmailCode.path, { body: { email } }), 'e-mail code');
  const mails = await expectOk(
    request(base, 'GET', `${systemApi.devMailbox.path}?to=${encodeURIComponent(email)}`),
    'mailbox',
  );
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  await expectOk(
    request(base, 'POST', identityApi.emailRegister.path, { body: { email, password, code, inviteCode } }),
    'sign-up',
  );
  return signIn(base, email, password);
}

/** Uploads a receipt image; answers with the path a bank deposit names. */
export async function uploadReceipt(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'receipt.png');
  const res = await fetch(`${base}/api${filesApi.uploadOne.path}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body.data.path as string;
}
