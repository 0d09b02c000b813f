// Two-factor sign-in: a TOTP authenticator (RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app reads it)
// and ten one-time recovery codes shown once.
import { loginResult } from './identity.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  recoveryCodes: 10,
  /** How long the password step's challenge lets the code step follow. */
  challengeMinutes: 5,
} as const;

/** What `data.reason` says on the 403 an operator gets before enrolling. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED' as const;

/** A TOTP code (six digits) or a recovery code (`XXXXX-XXXXX`, dash and case optional). */
export const twoFactorCodeSchema = z
  .string({ error: m('enterTwoFactorCode') })
  .trim()
  .min(1, m('enterTwoFactorCode'))
  .max(20, m('twoFactorCodeWrong'));

export const twoFactorStatusView = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes (0 when off). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusView>;

/** The key to add to an authenticator app: shown only while enrolling, never again. */
export const twoFactorEnrolmentView = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentView>;

export const twoFactorCodeBody = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;

export const disableTwoFactorBody = z.object({
  password: z
    .string({ error: m('enterPassword') })
    .min(1, m('enterPassword'))
    .max(200),
  code: twoFactorCodeSchema,
});
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBody>;

export const recoveryCodesView = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesView>;

/** What a right password answers for an account with a second factor: no session yet, a challenge for the code step. */
export const twoFactorChallengeView = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeView>;

/** The password step: a session, or a challenge when the account has a second factor. */
export const signInResult = z.union([loginResult, twoFactorChallengeView]);
export type SignInResult = z.infer<typeof signInResult>;

export const needsSecondFactor = (result: SignInResult): result is TwoFactorChallenge => 'challenge' in result;

export const loginTwoFactorBody = z.object({
  challenge: z.string().min(16).max(128),
  code: twoFactorCodeSchema,
});
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;
