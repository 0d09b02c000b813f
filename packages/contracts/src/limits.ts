// Limits, timings and keys the specification states exactly (sections 5 and 9).
export const LIMITS = {
  usernameMax: 20,
  emailMax: 50,
  passwordMax: 20,
  passwordMin: 8,
  inviteCodeMax: 20,
  uploadMaxBytes: 10 * 1024 * 1024,
  /** How deeply arrays and objects may nest in a JSON body: no request needs more, and deeper ones exhaust stacks. */
  jsonDepthMax: 32,
} as const;

export const TIMINGS = {
  requestTimeoutMs: 120_000,
  codeResendSeconds: 60,
  codeWaitMs: 500,
  toastMs: 2_000,
  loadingOverlayMs: 20_000,
} as const;

export const EMAIL_CODE = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
  resendSeconds: 60,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  account: 'account',
  loginRemembered: 'loginRemembered',
  language: 'language',
} as const;

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/**
 * How the apps mark a text that has no translation, in development and the browser tests' build (⟦key⟧): the
 * accessibility sweeps fail on a page that shows one.
 */
export const MISSING_TEXT = '⟦';
