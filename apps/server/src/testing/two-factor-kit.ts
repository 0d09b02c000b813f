// Test kits' second factor: every operator signed in by a kit enrols through the real endpoints (the back office
// refuses operators without one), and later sign-ins answer the code step with a code computed from the kept key.
import { identityApi, TWO_FACTOR, twoFactorApi } from '@platform/contracts';
import { generate } from 'otplib';

/** One request as the kit's transport sends it (app.inject or fetch). */
export type Send = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; token?: string },
  // biome-ignore lint/suspicious/noExplicitAny: kits read whatever fields each endpoint answers with
) => Promise<{ status: number; body: { code: number; msg: string; data: any } }>;

/** Keys by every name the account may be typed as; the latest enrolment wins. */
const secrets = new Map<string, string>();
/** The last time step each (place, account) used: a code is accepted once. */
const lastSteps = new Map<string, number>();

const stepNow = () => Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds);

/** The code of `step` (now by default) for `secret`. */
export const totpCode = (secret: string, step = stepNow()) =>
  generate({ secret, epoch: step * TWO_FACTOR.periodSeconds });

/** The secret a kit enrolled for this account (its e-mail, username or user ID). */
export const keptSecret = (account: string) => secrets.get(account.trim().toLowerCase());

/**
 * A code the server has not seen yet for this account: the server accepts one step either side of now, each once,
 * so two sign-ins in a step need no wait and a third waits for the next step.
 */
async function freshCode(place: string, account: string, secret: string): Promise<string> {
  const key = `${place}|${account}`;
  // Never the step before now: a code sent just as the clock turns would be two steps old when checked.
  let step = Math.max(stepNow(), (lastSteps.get(key) ?? 0) + 1);
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  step = Math.max(step, stepNow());
  lastSteps.set(key, step);
  return totpCode(secret, step);
}

/** Enrols the signed-in account: begin, then confirm with a current code. Answers the key and the recovery codes. */
export async function enrolTwoFactor(send: Send, place: string, token: string) {
  const begun = await send('POST', twoFactorApi.begin.path, { token });
  if (begun.status !== 200) throw new Error(`two-factor begin failed: ${JSON.stringify(begun.body)}`);
  const secret: string = begun.body.data.secret;
  const me = await send('GET', identityApi.getUserInfo.path, { token });
  const names = [me.body.data.email, me.body.data.username, String(me.body.data.userId)].filter(Boolean) as string[];
  const code = await freshCode(place, names[0]!, secret);
  const confirmed = await send('POST', twoFactorApi.confirm.path, { token, body: { code } });
  if (confirmed.status !== 200) throw new Error(`two-factor confirm failed: ${JSON.stringify(confirmed.body)}`);
  for (const name of names) {
    secrets.set(name.toLowerCase(), secret);
    lastSteps.set(`${place}|${name.toLowerCase()}`, lastSteps.get(`${place}|${names[0]}`) ?? 0);
  }
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

/**
 * Signs in as a client would, through the code step when the account has a second factor; an operator without one
 * is enrolled first (`enrol: false` leaves them as they are).
 */
export async function signInWithSecondFactor(
  send: Send,
  place: string,
  account: string,
  password: string,
  options: { enrol?: boolean } = {},
): Promise<string> {
  const res = await send('POST', identityApi.login.path, { body: { account, password } });
  if (res.status !== 200) throw new Error(`log-in failed: ${JSON.stringify(res.body)}`);
  const data = res.body.data;
  if (data.token) {
    if (data.user.roles.length > 0 && options.enrol !== false) await enrolTwoFactor(send, place, data.token);
    return data.token;
  }
  const name = account.trim().toLowerCase();
  const secret = secrets.get(name);
  if (!secret) throw new Error(`log-in of ${account} needs a code, and no kit enrolled it`);
  const code = await freshCode(place, name, secret);
  const step = await send('POST', identityApi.loginTwoFactor.path, { body: { challenge: data.challenge, code } });
  if (step.status !== 200) throw new Error(`log-in code step failed: ${JSON.stringify(step.body)}`);
  return step.body.data.token;
}
