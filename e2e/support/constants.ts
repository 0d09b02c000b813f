// E2E_PORT lets several runs (or developers) use their own server at once.
const port = Number(process.env.E2E_PORT ?? 8181);

export const E2E = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  admin: { email: 'admin@e2e.local', password: 'admin-e2e-pass', displayName: 'Alex Morgan' },
  inviteCode: 'E2EHOUSE',
} as const;

/**
 * Checks run once, at phone width: the Chinese pass of the trade and portal accessibility checks (the English pass runs
 * at both widths; the layout is the same, only the texts differ). Desktop skips tests with this tag.
 */
export const PHONE_ONLY = { tag: '@phone-only' } as const;
/** The tag options of a check that runs in `language`: Chinese at phone width only. */
export const widthsFor = (language: 'en' | 'zh') => (language === 'zh' ? PHONE_ONLY : {});
