import { configDefaults, defineConfig } from 'vitest/config';

const server = ['apps/server/src/**/*.test.ts'];
const web = [
  'packages/*/src/**/*.test.ts',
  'apps/trade/src/**/*.test.{ts,tsx}',
  'apps/portal/src/**/*.test.{ts,tsx}',
  'apps/admin/src/**/*.test.{ts,tsx}',
];
/** Screens rendered in a DOM (happy-dom) with the shared test kit (@platform/ui/testing); the `web` project leaves them. */
const dom = 'apps/*/src/**/*.dom.test.tsx';
/** Several server nodes on one database: PostgreSQL only (PGlite is one process by nature). */
const cluster = 'apps/server/src/testing/cluster/**';

// Every test runs on the embedded database; server tests run once more on PostgreSQL when TEST_DATABASE_URL is set,
// and the multi-node tests with them when TEST_REDIS_URL is set too.
//
// Time (issue 12 §4): one worker per core and one more, because server tests spend much of their time waiting on a
// database or a child process. Server test files share their worker's modules (`isolate: false`): each builds its own
// app on its own database, and importing the server's module graph again for every file cost more than the tests
// themselves (import 266 s of 600 s). The apps' and packages' tests keep a fresh module graph per file: some load
// modules whose state they check from the start (the message catalogue).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'web', include: web, exclude: [...configDefaults.exclude, dom] } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: [dom],
          environment: 'happy-dom',
          setupFiles: ['packages/ui/src/testing/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'pglite', include: server, exclude: [...configDefaults.exclude, cluster], isolate: false },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: server, isolate: false, env: { TEST_DB_DRIVER: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
