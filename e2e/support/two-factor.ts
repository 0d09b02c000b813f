// Operators' second factor in the browser tests (issue 28 §9): every operator account a test uses is enrolled through
// the API, its key kept in a folder the test workers share, and each code step takes a code the server has not seen
// (the server accepts one step either side of now, each once), under a per-account lock across workers.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityApi, TWO_FACTOR, twoFactorApi } from '@platform/contracts';
import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { callApi } from './api.ts';
import { E2E } from './constants.ts';

const DIR = join(tmpdir(), `e2e-two-factor-${E2E.port}`);
mkdirSync(DIR, { recursive: true });

const fileOf = (account: string, what: string) =>
  join(
    DIR,
    `${account
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9@._-]/g, '_')}.${what}`,
  );
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stepNow = () => Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds);

/** Runs `work` holding the account's lock (a folder: made by one process at a time; a stale one goes after 60 s). */
export async function withAccountLock<T>(account: string, work: () => Promise<T>): Promise<T> {
  const lock = fileOf(account, 'lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export const keptSecret = (account: string) => read(fileOf(account, 'secret'))?.trim() ?? null;

/** A code the server has not accepted yet for the account (call it holding the account's lock). */
export async function nextCode(account: string, secret: string): Promise<string> {
  const last = Number(read(fileOf(account, 'step')) ?? 0);
  // Never the step before now: a code sent just as the clock turns would be two steps old when checked.
  const step = Math.max(stepNow(), last + 1);
  while (step > stepNow() + 1) await sleep(1000);
  writeFileSync(fileOf(account, 'step'), String(step));
  return generate({ secret, epoch: step * TWO_FACTOR.periodSeconds });
}

/** Enrols the signed-in account through the API and keeps its key under each of `names`. */
export async function enrolThroughApi(request: APIRequestContext, token: string, names: string[]) {
  const begun = await callApi(request, twoFactorApi.begin, undefined, { token });
  const { secret } = (await begun.json()).data as { secret: string };
  for (const name of names) {
    writeFileSync(fileOf(name, 'secret'), secret);
    writeFileSync(fileOf(name, 'step'), '0');
  }
  const code = await nextCode(names[0]!, secret);
  for (const name of names.slice(1)) writeFileSync(fileOf(name, 'step'), read(fileOf(names[0]!, 'step')) ?? '0');
  const confirmed = await callApi(request, twoFactorApi.confirm, { body: { code } }, { token });
  if (!confirmed.ok()) throw new Error(`two-factor confirm failed: ${await confirmed.text()}`);
  return { secret, recoveryCodes: (await confirmed.json()).data.recoveryCodes as string[] };
}

/**
 * Signs in through the API as a client would: the code step when the account has a second factor; an operator
 * without one is enrolled first. Answers the session's token and user.
 */
export async function signInThroughApi(request: APIRequestContext, account: string, password: string) {
  return withAccountLock(account, async () => {
    const res = await callApi(request, identityApi.login, { body: { account, password } });
    const data = (await res.json()).data;
    if (!res.ok()) throw new Error(`log-in of ${account} failed: ${JSON.stringify(data)}`);
    if (data.token) {
      if (data.user.roles.length > 0) {
        const names = [account, data.user.email, data.user.username, String(data.user.userId)].filter(Boolean);
        await enrolThroughApi(request, data.token, names);
      }
      return data as { token: string; user: { userId: number; roles: string[] } };
    }
    const secret = keptSecret(account);
    if (!secret) throw new Error(`log-in of ${account} needs a code, and no test enrolled it`);
    const step = await callApi(request, identityApi.loginTwoFactor, {
      body: { challenge: data.challenge, code: await nextCode(account, secret) },
    });
    if (!step.ok()) throw new Error(`code step of ${account} failed: ${await step.text()}`);
    return (await step.json()).data as { token: string; user: { userId: number; roles: string[] } };
  });
}

/** The shared admin's session, opened once and shared by every worker (still live, or opened again). */
export async function sharedAdminSession(request: APIRequestContext) {
  const file = fileOf(E2E.admin.email, 'session');
  const kept = read(file);
  if (kept) {
    const session = JSON.parse(kept) as { token: string; user: { userId: number; roles: string[] } };
    const me = await callApi(request, identityApi.getUserInfo, undefined, { token: session.token });
    if (me.ok()) return session;
  }
  const session = await signInThroughApi(request, E2E.admin.email, E2E.admin.password);
  writeFileSync(file, JSON.stringify(session));
  return session;
}
