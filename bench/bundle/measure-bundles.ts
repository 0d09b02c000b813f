// The gzip size of what each app's first page load fetches (the files dist/index.html references), and of all its JS.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heading, kb, table } from '../lib/table.ts';

const APPS = ['trade', 'portal', 'admin'] as const;

interface AppSize {
  app: string;
  initialJs: number;
  initialCss: number;
  allJs: number;
  initialFiles: number;
  builtAt: Date;
}

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The local files index.html loads at once: module scripts, modulepreloads and stylesheets. */
function initialAssets(dist: string) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = new Set<string>();
  for (const ref of refs) {
    if (/^[a-z]+:/i.test(ref) || ref.startsWith('//')) continue;
    // The reference carries the app's base (/portal/, /admin/ or /): find the file under dist whichever it is.
    const path = ref.replace(/^\.?\//, '');
    const file = [path, path.split('/').slice(1).join('/')].map((p) => join(dist, p)).find((p) => existsSync(p));
    if (!file) throw new Error(`bench: ${ref} in ${relative(process.cwd(), dist)}/index.html is not in dist`);
    files.add(file);
  }
  return [...files];
}

function ensureBuilt(root: string, app: string, rebuild: boolean) {
  const dist = join(root, 'apps', app, 'dist');
  if (!rebuild && existsSync(join(dist, 'index.html'))) return dist;
  console.log(`  building apps/${app}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bench: building apps/${app} failed:\n${build.stdout}\n${build.stderr}`);
  return dist;
}

export function measureBundles(root: string, rebuild: boolean): AppSize[] {
  heading('Bundles: gzip size of the first load (files in dist/index.html) and of all JS');
  const sizes = APPS.map((app): AppSize => {
    const dist = ensureBuilt(root, app, rebuild);
    const initial = initialAssets(dist);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(file), 0);
    return {
      app,
      initialJs: sum(initial.filter((f) => f.endsWith('.js'))),
      initialCss: sum(initial.filter((f) => f.endsWith('.css'))),
      allJs: sum(filesUnder(dist).filter((f) => f.endsWith('.js'))),
      initialFiles: initial.length,
      builtAt: statSync(join(dist, 'index.html')).mtime,
    };
  });
  console.log(
    table(
      ['app', 'initial JS', 'initial CSS', 'initial total', 'all JS', 'initial files', 'dist built'],
      sizes.map((s) => [
        s.app,
        kb(s.initialJs),
        kb(s.initialCss),
        kb(s.initialJs + s.initialCss),
        kb(s.allJs),
        String(s.initialFiles),
        s.builtAt.toISOString().slice(0, 16).replace('T', ' '),
      ]),
    ),
  );
  console.log('\n  gzip at zlib’s default level; `npm run bench -- --build` rebuilds every app first');
  return sizes;
}
