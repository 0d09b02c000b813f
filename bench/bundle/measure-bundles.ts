// The gzip size of what each app's first page load fetches, beside its budget and issue 12's aim. The figures come
// from scripts/bundle-budgets.mjs, the same code CI's size check runs, so the bench and CI never disagree.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type AppFirstLoad, type AppName, BUDGETS, measureApp } from '../../scripts/bundle-budgets.mjs';
import { heading, kb, table } from '../lib/table.ts';

const APPS = Object.keys(BUDGETS) as AppName[];

function ensureBuilt(root: string, app: string, rebuild: boolean) {
  const dist = join(root, 'apps', app, 'dist');
  if (!rebuild && existsSync(join(dist, '.vite', 'manifest.json'))) return dist;
  console.log(`  building apps/${app}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bench: building apps/${app} failed:\n${build.stdout}\n${build.stderr}`);
  return dist;
}

const ratio = (bytes: number, kib: number) => `${(bytes / (kib * 1024)).toFixed(2)} ×`;

export function measureBundles(root: string, rebuild: boolean): AppFirstLoad[] {
  heading('Bundles: gzip size of the first load (index.html + the landing route), beside its budget and aim');
  const sizes = APPS.map((app) => {
    // Built (or rebuilt) first, then measured.
    const builtAt = statSync(join(ensureBuilt(root, app, rebuild), 'index.html')).mtime;
    return { ...measureApp(app), builtAt };
  });
  console.log(
    table(
      [
        'app',
        'first-load JS',
        'budget',
        'ratio',
        'aim',
        'ratio',
        'index.html JS',
        'first-load CSS',
        'all JS',
        'files',
        'dist built',
      ],
      sizes.map((s) => [
        s.app,
        kb(s.landingJs),
        `${BUDGETS[s.app].budgetKiB} KB`,
        ratio(s.landingJs, BUDGETS[s.app].budgetKiB),
        `${BUDGETS[s.app].aimKiB} KB`,
        ratio(s.landingJs, BUDGETS[s.app].aimKiB),
        kb(s.indexJs),
        kb(s.landingCss),
        kb(s.allJs),
        String(s.files),
        s.builtAt.toISOString().slice(0, 16).replace('T', ' '),
      ]),
    ),
  );
  console.log(
    '\n  gzip at zlib’s default level; landing routes: ' +
      APPS.map((app) => `${app} ${BUDGETS[app].landing}`).join(', ') +
      '\n  `npm run bench -- --build` rebuilds every app first; `node scripts/bundle-budgets.mjs` is the CI check',
  );
  return sizes;
}
