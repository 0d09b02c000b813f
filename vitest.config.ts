import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
/** The test files under `roots` whose names match `name` and whose text matches `content`. */
const testFilesWhere = (roots: string[], name: RegExp, content: RegExp) =>
  roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => join(root, file))
      .filter((file) => content.test(readFileSync(file, 'utf8'))),
  );
/** The web tests that replace modules (`vi.mock`) or set globals before their imports (`vi.hoisted`): they need a
 * module graph of their own. The others share their worker's (see `isolate` below). */
const freshModules = testFilesWhere(
  [
    ...readdirSync('packages').map((name) => `packages/${name}/src`),
    'apps/trade/src',
    'apps/portal/src',
    'apps/admin/src',
  ],
  /(?<!\.dom)\.test\.tsx?$/,
  /\bvi\.(mock|doMock|hoisted)\(/,
);
/** The server tests that send requests at once, or choose what they do by database: they run on PostgreSQL too, where
 * requests really run at the same time (locks, waits, serialisation failures) and several nodes and processes share
 * one database. PGlite is one connection that takes one query at a time; what the other server tests check (the same
 * SQL, on the same PostgreSQL) it shows as well, and the browser journeys run on PostgreSQL besides. */
const onBothDatabases = testFilesWhere(
  ['apps/server/src'],
  /\.test\.ts$/,
  /Promise\.all(Settled)?\(|onPostgres|TEST_DB_DRIVER/,
);
/** Names the server bundle the tests that start server processes share (built once per run, on first use). */
const serverBundle = 'apps/server/src/testing/bundle-setup.ts';
/** Several server nodes on one database: PostgreSQL only (PGlite is one process by nature). */
const cluster = 'apps/server/src/testing/cluster/**';

// Every test runs on the embedded database; the server tests that race requests (`onBothDatabases`) run once more on
// PostgreSQL when TEST_DATABASE_URL is set, and the multi-node tests with them when TEST_REDIS_URL is set too.
//
// Time (issue 12 §4): one worker per core and one more, because server tests spend much of their time waiting on a
// database or a child process. Server test files share their worker's modules (`isolate: false`): each builds its own
// app on its own database, and importing the server's module graph again for every file cost more than the tests
// themselves (import 266 s of 600 s). The screen tests (`dom`) and the apps' and packages' other tests share them
// too (issue 29: the dom project took 108 s alone, 47 s so; the kit's set-up resets what a render leaves), except the
// tests that stand in for modules or globals before their imports (`freshModules`).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'web', include: web, exclude: [...configDefaults.exclude, dom, ...freshModules], isolate: false },
      },
      { extends: true, test: { name: 'web-fresh', include: freshModules } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: [dom],
          environment: 'happy-dom',
          // A screen test types and clicks as a user does, at user-event's pace: on 2 cores with the apps building
          // beside the tests, a long form took 18 s alone and ran past 30 s under load.
          testTimeout: 60_000,
          isolate: false,
          setupFiles: ['packages/ui/src/testing/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: server,
          exclude: [...configDefaults.exclude, cluster],
          isolate: false,
          globalSetup: [serverBundle],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: onBothDatabases,
                isolate: false,
                globalSetup: [serverBundle],
                env: { TEST_DB_DRIVER: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
