// Two-factor sign-in: enrolment, recovery codes and switching it off, for any signed-in account (users and
// operators); the code step of signing in is `identityApi.loginTwoFactor`. Every guess at a code shares one counter.
import { endpoint, perAccount } from '../endpoint.ts';
import {
  disableTwoFactorBody,
  recoveryCodesView,
  twoFactorCodeBody,
  twoFactorEnrolmentView,
  twoFactorStatusView,
} from '../two-factor.ts';
import { z } from '../zod.ts';

const account = { tag: 'identity', caller: 'user' } as const;
const guesses = perAccount(20, { bucket: 'two-factor-guesses' });

export const twoFactorApi = {
  status: endpoint({ ...account, method: 'GET', path: '/two-factor', response: twoFactorStatusView }),
  /** A new key (replacing an unconfirmed one); refused while two-factor is on. */
  begin: endpoint({
    ...account,
    method: 'POST',
    path: '/two-factor/begin',
    response: twoFactorEnrolmentView,
    rateLimit: guesses,
  }),
  /** A current code from the new key turns it on; the answer holds the recovery codes, shown this once. */
  confirm: endpoint({
    ...account,
    method: 'POST',
    path: '/two-factor/confirm',
    body: twoFactorCodeBody,
    response: recoveryCodesView,
    rateLimit: guesses,
  }),
  /** New recovery codes (the old ones stop working), for a current code. */
  regenerateRecoveryCodes: endpoint({
    ...account,
    method: 'POST',
    path: '/two-factor/recovery-codes',
    body: twoFactorCodeBody,
    response: recoveryCodesView,
    rateLimit: guesses,
  }),
  /** Needs the log-in password and a current code (or a recovery code). */
  disable: endpoint({
    ...account,
    method: 'POST',
    path: '/two-factor/disable',
    body: disableTwoFactorBody,
    response: z.null(),
    rateLimit: guesses,
  }),
};
