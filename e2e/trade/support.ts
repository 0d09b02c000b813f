// What the trade journeys share: the mailbox with a subject filter, and a session started through the API.
import { identityApi, systemApi } from '@platform/contracts';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { callApi } from '../support/api.ts';

export const SUBJECT = { signUp: /sign-up code|注册验证码/, reset: /password reset code|密码重置验证码/ } as const;

/** The newest six-digit code in a mail to `email` whose subject matches (sign-up and reset mails share the box). */
export async function mailedCodeFor(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await callApi(request, systemApi.devMailbox, { query: { to: email } });
      const mails: Array<{ subject: string; text: string }> = (await res.json()).data ?? [];
      code = /\b(\d{6})\b/.exec(mails.find((m) => subject.test(m.subject))?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * Logs in through the API and puts the session where the trade app keeps it, before the first page of the tab loads
 * (once: a later log-out or expiry in the app is not undone by the next navigation).
 */
export async function signInByApi(
  context: BrowserContext,
  request: APIRequestContext,
  account: string,
  password: string,
) {
  const res = await callApi(request, identityApi.login, { body: { account, password } });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()).data;
  await context.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('trade.token', t);
      localStorage.setItem('trade.user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { token: token as string, user: user as { userId: number; email: string; inviteCode: string } };
}

/** Starts the app in a language (the key is shared by the three apps). */
export const startInLanguage = (context: BrowserContext, language: 'en' | 'zh') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);
