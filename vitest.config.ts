import { configDefaults, defineConfig } from 'vitest/config';

const include = ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'];
/** Several server nodes on one database: PostgreSQL only (PGlite is one process by nature). */
const cluster = 'apps/server/src/testing/cluster/**';

// Every test runs on the embedded database; server tests run once more on PostgreSQL when TEST_DATABASE_URL is set,
// and the multi-node tests with them when TEST_REDIS_URL is set too.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', include, exclude: [...configDefaults.exclude, cluster] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['apps/server/src/**/*.test.ts', 'packages/client/src/**/*.test.ts'],
                env: { TEST_DB_DRIVER: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
