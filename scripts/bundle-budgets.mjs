// The first-load size of each app, held to a budget. `node scripts/bundle-budgets.mjs` reads the built apps (run
// `npm run build` first) and exits non-zero, naming the app, when one's first load grows past its budget; the bench
// (`npm run bench -- --bundles-only`) prints the same figures beside the budgets and issue 12's aims.
//
// First load = the JS a visitor's browser fetches before the landing page can render: what index.html references
// (the entry and its modulepreloads) plus the landing route's lazy chunk and the chunks it imports. Sizes are gzip at
// zlib's default level, in KiB.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Per app: the module of the page an anonymous visitor lands on (the apps' builds also preload it from index.html),
 * the budget CI holds (a ratchet: what is reached today plus a little room, lowered as the bundle shrinks) and the aim
 * of issue 12.
 *
 * The floor the chosen libraries set (gzip of each one's code in the first load, November 2026): React 66.6
 * (react-dom 62.1), React Router 29-30, Mantine's core as the landings use it 19-21, i18next with react-i18next 17.7,
 * TanStack Query 9.8 (not on the back office's log-in page): about 143 KB for trade and the portal, 134 for the back
 * office, before any code of ours. Trade's 120 and the portal's 100 are out of reach without changing libraries (Preact
 * in React's place would take about 60 KB off, a small router about 27 more); the back office reaches its 150 (149.5)
 * since the message catalogue left the first loads.
 */
export const BUDGETS = {
  // Issue 12 §3: production bundles hold no import of the full endpoint table and zod is set up without loading it,
  // so neither zod nor the contracts' schemas reach a first load (trade 232 → 193, portal 232 → 197, admin 211 → 182);
  // then toasts' renderer and the support launcher load after the page, the entry's libraries share one chunk, and
  // AppShell comes without the dialogs' scroll lock (trade 175, portal 180, admin 169); the back office's log-in page
  // without a form library or the query cache (admin 156). Then the message catalogue is fetched after the app starts
  // in English too (only the few messages the client and the shared texts need stay, in both languages), and what the
  // landing page imports beyond the entry comes in one chunk instead of ten (trade 174.4 → 167.5, portal 179.1 →
  // 171.3, admin 156.4 → 149.5); budgets are those plus about 3 %. Issue 18 raised the trade budget to 173: robots,
  // mining and loans are lazy chunks, but each lazy route and shared chunk adds its file names to the entry's preload
  // map (index.js names 168 files), which took the first load from 171.3 to 172.0 KB with no feature code in it.
  // Issue 27 raised it to 174: the shared money rules the entry already loads now refuse a guessable transaction
  // password and compare a card holder's name with the verified one (contracts, used by server and form alike), and
  // the live toast writes amounts grouped and dates in the reader's format (172.0 → 173.4 KB). Issue 31 is the way down.
  // 175, from 174: as the back office's below, the typed text keys' shared helpers chunk (+0.1 KB, issue 30 §3).
  // 176, from 175: the landing page's live quotes load the socket client, which now serves all three apps and carries
  // the news protocol (topics of queues and cases, a respondent's link token, the inbox's app, the session's sign-in):
  // 174.9 → 175.2 KB (issue 30 §5). The block price rule it first brought along was split off again.
  // 177, from 176: issue 33 §5's instrument search on every screen: the header's button (a plain button, its key
  // listener and label; the dialog loads on the first open) and the lazy chunk's preload entries (+0.5 KB), with the
  // socket's depth topics (+0.4 KB since the session began: 175.3 → 176.2).
  trade: { landing: 'src/features/home/home-page.tsx', budgetKiB: 177, aimKiB: 120 },
  portal: { landing: 'src/features/home/home-page.tsx', budgetKiB: 176, aimKiB: 100 },
  // 155, from 154: the typed text keys' few helpers (useTexts, textsUnder…) are shared by every screen's chunk, so the
  // bundler makes them a chunk of their own, which the landing page loads too (+0.3 KB, issue 30 §3).
  admin: { landing: 'src/features/auth/login-page.tsx', budgetKiB: 156, aimKiB: 150 },
};

const root = fileURLToPath(new URL('..', import.meta.url));
const gzipped = (file) => gzipSync(readFileSync(file)).length;

/** The local files index.html loads at once (module scripts, modulepreloads, stylesheets), as paths under dist. */
function indexAssets(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]);
  const files = new Set();
  for (const ref of refs) {
    if (/^[a-z]+:/i.test(ref) || ref.startsWith('//')) continue;
    // The reference carries the app's base (/portal/, /admin/ or /): find the file under dist whichever it is.
    const path = ref.replace(/^\.?\//, '');
    const file = [path, path.split('/').slice(1).join('/')].find((p) => existsSync(join(dist, p)));
    if (!file) throw new Error(`${relative(root, dist)}/index.html references ${ref}, which is not in dist`);
    files.add(file);
  }
  return [...files];
}

/** The chunk files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The first-load figures of one built app: `indexJs` (what index.html references), `landingJs` (that plus the
 * landing route's chunks: the figure the budget holds), CSS, and all JS in dist.
 */
export function measureApp(app) {
  const { landing } = BUDGETS[app];
  const dist = join(root, 'apps', app, 'dist');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestFile)) {
    throw new Error(`apps/${app} is not built (no dist/index.html or dist/.vite/manifest.json): run \`npm run build\``);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (!manifest[landing]) throw new Error(`apps/${app}: the landing page ${landing} is not a chunk of the build`);
  const index = indexAssets(dist);
  const landingFiles = new Set([...index, ...staticClosure(manifest, landing)]);
  const size = (files, ext) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipped(join(dist, f)), 0);
  const allJs = Object.values(manifest)
    .map((e) => e.file)
    .filter((f, i, all) => f.endsWith('.js') && all.indexOf(f) === i);
  return {
    app,
    indexJs: size(index, '.js'),
    landingJs: size(landingFiles, '.js'),
    landingCss: size(landingFiles, '.css'),
    allJs: size(allJs, '.js'),
    files: landingFiles.size,
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  let failed = false;
  for (const app of Object.keys(BUDGETS)) {
    const { budgetKiB, aimKiB } = BUDGETS[app];
    const { landingJs } = measureApp(app);
    const over = landingJs > budgetKiB * 1024;
    failed ||= over;
    const line = `${app.padEnd(7)} first-load JS ${kib(landingJs).padStart(9)}  budget ${budgetKiB} KB (${((100 * landingJs) / (budgetKiB * 1024)).toFixed(0)}%)  aim ${aimKiB} KB`;
    console.log(over ? `${line}  OVER BUDGET` : line);
  }
  if (failed) {
    console.error(
      '\nbundle-budgets: an app’s first-load JS (gzip) grew past its budget. Find what joined the entry or the landing ' +
        'route (lazy-load it), or, if the growth is deliberate, raise the budget in scripts/bundle-budgets.mjs and say why.',
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    console.error(`bundle-budgets: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
