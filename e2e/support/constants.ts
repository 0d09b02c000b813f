// E2E_PORT lets several runs (or developers) use their own server at once.
const port = Number(process.env.E2E_PORT ?? 8181);

export const E2E = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  admin: { email: 'admin@e2e.local', password: 'admin-e2e-pass' },
  inviteCode: 'E2EHOUSE',
} as const;
