// E2E_PORT lets several runs (or developers) use their own server at once.
const port = Number(process.env.E2E_PORT ?? 8181);

export const E2E = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  admin: { email: 'admin@e2e.local', password: 'admin-e2e-pass', displayName: 'Alex Morgan' },
  inviteCode: 'E2EHOUSE',
} as const;

/**
 * A trade or portal test that runs at desktop width too (playwright.config.ts): for what that width lays out differently
 * (the quote's ticket column, the markets table, the portal's header). Every other one runs once, at a phone's width.
 */
export const LAYOUT = { tag: '@layout' } as const;
/** A trade or portal test of what only a desktop's width shows (the quote's ticket column): it runs at that width alone. */
export const DESKTOP_ONLY = { tag: '@desktop-only' } as const;
