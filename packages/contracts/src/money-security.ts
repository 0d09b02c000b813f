// The security center (issue 5 §2): log-in password change, transaction password set / change / reset by e-mail code,
// with a lock after repeated wrong transaction passwords.
import { emailCodeSchema, passwordSchema } from './identity.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { MONEY_MESSAGES as M } from './messages-money.ts';
import { isTrivialTradePassword, TRADE_PASSWORD_PATTERN } from './money.ts';
import { z } from './zod.ts';

/** A new transaction password: 6 digits, and not one anyone would guess first (111111, 123456, 654321). */
export const tradePasswordSchema = z
  .string({ error: M.enterTradePassword.en })
  .min(1, M.enterTradePassword.en)
  .regex(TRADE_PASSWORD_PATTERN, M.tradePasswordFormat.en)
  .refine((v) => !isTrivialTradePassword(v), M.tradePasswordTrivial.en);

const confirmMatches = (v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch.en });
  }
};

export const changeLoginPasswordBody = z
  .object({
    oldPassword: z
      .string({ error: M.enterCurrentPassword.en })
      .min(1, M.enterCurrentPassword.en)
      .max(LIMITS.passwordMax, MESSAGES.passwordTooLong.en),
    password: z.string({ error: M.enterNewPassword.en }).min(1, M.enterNewPassword.en).pipe(passwordSchema),
    confirmPassword: z.string({ error: M.enterNewPassword.en }),
  })
  .superRefine((v, ctx) => {
    confirmMatches(v, ctx);
    if (v.password === v.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.newPasswordSameAsOld.en });
    }
  });
export type ChangeLoginPasswordBody = z.input<typeof changeLoginPasswordBody>;

export const setTradePasswordBody = z
  .object({ password: tradePasswordSchema, confirmPassword: z.string({ error: M.enterTradePassword.en }) })
  .superRefine(confirmMatches);
export type SetTradePasswordBody = z.input<typeof setTradePasswordBody>;

export const changeTradePasswordBody = z
  .object({
    oldPassword: z.string({ error: M.enterTradePassword.en }).min(1, M.enterTradePassword.en).max(20),
    password: tradePasswordSchema,
    confirmPassword: z.string({ error: M.enterTradePassword.en }),
  })
  .superRefine((v, ctx) => {
    confirmMatches(v, ctx);
    if (v.password === v.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.newPasswordSameAsOld.en });
    }
  });
export type ChangeTradePasswordBody = z.input<typeof changeTradePasswordBody>;

export const resetTradePasswordBody = z
  .object({
    code: emailCodeSchema,
    password: tradePasswordSchema,
    confirmPassword: z.string({ error: M.enterTradePassword.en }),
  })
  .superRefine(confirmMatches);
export type ResetTradePasswordBody = z.input<typeof resetTradePasswordBody>;

export const securityStatusView = z.object({
  email: z.string(),
  tradePasswordSet: z.boolean(),
  /** set while repeated wrong transaction passwords keep it locked (ISO time) */
  tradePasswordLockedUntil: z.string().nullable(),
  /** wrong tries left before the lock */
  tradePasswordAttemptsLeft: z.number().int(),
  maxAttempts: z.number().int(),
  lockMinutes: z.number().int(),
});
export type SecurityStatusView = z.infer<typeof securityStatusView>;
