import { LANGUAGES, LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const ROLES = ['admin', 'reviewer', 'mediator', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const emailSchema = z
  .string({ error: m('enterEmail') })
  .trim()
  .min(1, m('enterEmail'))
  .max(LIMITS.emailMax, m('emailTooLong'))
  .pipe(z.email(m('invalidEmail')))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: m('enterPassword') })
  .min(1, m('enterPassword'))
  .min(LIMITS.passwordMin, m('passwordTooShort'))
  .max(LIMITS.passwordMax, m('passwordTooLong'));

export const usernameSchema = z
  .string({ error: m('enterUsername') })
  .trim()
  .min(1, m('enterUsername'))
  .max(LIMITS.usernameMax, m('usernameTooLong'))
  .regex(/^(?!\d+$)[\p{L}\p{N}_-]+$/u, m('usernameFormat'));

export const emailCodeSchema = z
  .string({ error: m('enterCode') })
  .trim()
  .min(1, m('enterCode'))
  .max(12, m('codeWrong'));

export const inviteCodeSchema = z
  .string({ error: m('enterInviteCode') })
  .trim()
  .max(LIMITS.inviteCodeMax, m('inviteCodeTooLong'));

export const getEmailCodeBody = z.object({ email: emailSchema });

/** `inviteCode` may be empty only when the server does not require invitations. */
export const emailRegisterBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: z.preprocess((v) => (v === '' ? undefined : v), usernameSchema.optional()),
  code: emailCodeSchema,
  inviteCode: inviteCodeSchema.optional().default(''),
});
export type EmailRegisterBody = z.input<typeof emailRegisterBody>;

export const loginBody = z.object({
  account: z
    .string({ error: m('enterAccount') })
    .trim()
    .min(1, m('enterAccount'))
    .max(LIMITS.emailMax),
  password: z
    .string({ error: m('enterPassword') })
    .min(1, m('enterPassword'))
    .max(LIMITS.passwordMax, m('passwordTooLong')),
});
export type LoginBody = z.input<typeof loginBody>;

export const resetPwdBody = z.object({ email: emailSchema, password: passwordSchema, code: emailCodeSchema });
export type ResetPwdBody = z.input<typeof resetPwdBody>;

export const languageSchema = z.enum(LANGUAGES);

export const userView = z.object({
  userId: z.number().int(),
  username: z.string().nullable(),
  email: z.string(),
  inviteCode: z.string().nullable(),
  invitedBy: z.number().int().nullable(),
  language: languageSchema,
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const loginResult = z.object({ token: z.string(), user: userView });
export type LoginResult = z.infer<typeof loginResult>;

export const updateLanguageBody = z.object({ language: languageSchema });

export const isOperator = (roles: readonly string[]) => roles.length > 0;
