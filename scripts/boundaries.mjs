// Writes the dependency rules into biome.json (its `overrides`), where `npm run lint` enforces them in CI:
// contracts ← db ← server; contracts ← client ← ui ← apps; no app imports the server or db; shared code imports no
// feature; a feature imports no other feature; production code (the server's and the apps') imports no test kit.
// Run after changing a rule: `node scripts/boundaries.mjs`; `--check` (run by `npm run lint`) fails when biome.json
// is out of date.
import { readFileSync, writeFileSync } from 'node:fs';

const FRONT_ENDS = ['trade', 'portal', 'admin'];
const DEPTHS = [0, 1, 2, 3, 4];

const NO_SERVER = { group: ['@platform/db', '**/server/**'], message: 'An app talks to the server over HTTP only.' };
const NO_FEATURE = {
  group: ['**/features/**'],
  message: 'Shared code imports no feature: move what both need into shared code (lib, shared, core).',
};
const NO_TEST_KIT = {
  group: ['**/testing/**', '**/*-test-kit*'],
  message: 'Production code imports no test kit.',
};
/** The apps' component test kit (@platform/ui/testing, bound per app in `src/testing/`): fakes fetch and WebSocket. */
const NO_APP_TEST_KIT = {
  group: ['@platform/ui/testing', '**/testing/**'],
  message: 'Production code imports no test kit.',
};
// From a file `depth` folders below its feature's root, another feature is `depth + 1` levels up, then down.
const NO_SIBLING = (depth) => ({
  group: [`${'../'.repeat(depth + 1)}**`, `!${'../'.repeat(depth + 2)}**`],
  message: 'A feature imports no other feature: use core (server) or shared code, or a domain event.',
});
const featureFiles = (root, depth) => `${root}/features/*/${'*/'.repeat(depth)}*`;

const zone = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

const server = 'apps/server/src';
const serverProduction = [`!${server}/**/*.test.ts`, `!${server}/testing/**`];

const overrides = [
  zone(['packages/contracts/src/**'], [{ group: ['@platform/**'], message: 'contracts imports nothing of ours.' }]),
  zone(
    ['packages/db/src/**'],
    [{ group: ['@platform/client', '@platform/ui', '**/apps/**'], message: 'db sits under the server.' }],
  ),
  zone(
    ['packages/client/src/**'],
    [{ group: ['@platform/ui', '@platform/db', 'react', '**/apps/**'], message: 'client is HTTP only, no React.' }],
  ),
  zone(['packages/ui/src/**'], [{ group: ['@platform/db', '**/apps/**'], message: 'ui imports no app and no db.' }]),
  ...FRONT_ENDS.flatMap((app) => {
    const root = `apps/${app}/src`;
    // An app's component tests and its binding of the test kit (`src/testing/`) may use the kit; its screens may not.
    const tests = (files) => [`${files}.test.ts`, `${files}.test.tsx`];
    const notTests = [`!${root}/**/*.test.ts`, `!${root}/**/*.test.tsx`, `!${root}/testing/**`];
    const shell = [`!${root}/features/**`, `!${root}/lib/**`, `!${root}/shared/**`];
    return [
      zone([`${root}/**`, ...shell, ...notTests], [NO_SERVER, NO_APP_TEST_KIT]),
      zone([...tests(`${root}/**/*`), `${root}/testing/**`, ...shell], [NO_SERVER]),
      zone([`${root}/lib/**`, `${root}/shared/**`, ...notTests], [NO_SERVER, NO_FEATURE, NO_APP_TEST_KIT]),
      zone([...tests(`${root}/lib/**/*`), ...tests(`${root}/shared/**/*`)], [NO_SERVER, NO_FEATURE]),
      ...DEPTHS.map((depth) =>
        zone([featureFiles(root, depth), ...notTests], [NO_SERVER, NO_SIBLING(depth), NO_APP_TEST_KIT]),
      ),
      ...DEPTHS.map((depth) => zone(tests(featureFiles(root, depth)), [NO_SERVER, NO_SIBLING(depth)])),
    ];
  }),
  zone(
    [`${server}/**`, `!${server}/features/**`, `!${server}/app.ts`, `!${server}/bootstrap/**`, ...serverProduction],
    [NO_FEATURE, NO_TEST_KIT],
  ),
  ...DEPTHS.map((depth) => zone([featureFiles(server, depth), ...serverProduction], [NO_SIBLING(depth), NO_TEST_KIT])),
  // Tests may use the test kits, but still not another feature's code.
  ...DEPTHS.map((depth) => zone([`${featureFiles(server, depth)}.test.ts`], [NO_SIBLING(depth)])),
];

const text = readFileSync('biome.json', 'utf8');
const config = JSON.parse(text);
const same = JSON.stringify(config.overrides) === JSON.stringify(overrides);
if (process.argv.includes('--check')) {
  // `npm run lint` runs this first: rules edited here but not written out would not be enforced.
  if (!same) {
    console.error('biome.json is out of date with scripts/boundaries.mjs: run `node scripts/boundaries.mjs`');
    process.exit(1);
  }
} else {
  config.overrides = overrides;
  writeFileSync('biome.json', `${JSON.stringify(config, null, 2)}\n`);
  console.log(`biome.json: ${overrides.length} dependency zones`);
}
