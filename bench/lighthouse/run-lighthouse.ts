// Lighthouse's mobile scores for each app's landing page, in the local Chromium, against the real server serving the
// built apps. Lighthouse itself is fetched by npx at a pinned version on first use (it is large, and only the bench
// needs it), then comes from npm's cache.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../apps/server/src/testing/server-process.ts';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { heading, table } from '../lib/table.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const AIM: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const LANDINGS = [
  { app: 'trade', path: '/' },
  { app: 'portal', path: '/portal/' },
  { app: 'admin', path: '/admin/' },
] as const;

const root = fileURLToPath(new URL('../..', import.meta.url));

type Scores = Partial<Record<(typeof CATEGORIES)[number], number>>;

function lighthouse(url: string, chromium: string): Promise<Scores> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        `--chrome-path=${chromium}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
        `--only-categories=${CATEGORIES.join(',')}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-1_000)}`));
      const report = JSON.parse(out) as { categories: Record<string, { score: number | null }> };
      const scores: Scores = {};
      for (const category of CATEGORIES) {
        const score = report.categories[category]?.score;
        if (typeof score === 'number') scores[category] = Math.round(score * 100);
      }
      resolve(scores);
    });
  });
}

export async function runLighthouseBench() {
  heading('Lighthouse (mobile) on each landing page');
  if (!LANDINGS.every(({ app }) => existsSync(join(root, 'apps', app, 'dist', 'index.html')))) {
    console.log('  the apps are not built: run `npm run build` first');
    return;
  }
  const chromium = await findChromium();
  if (chromium instanceof Error) {
    console.log(`  ${chromium.message}`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-lighthouse-'));
  const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir });
  try {
    const rows: string[][] = [];
    for (const { app, path } of LANDINGS) {
      process.stdout.write(`  ${app}: `);
      // Lighthouse now and then loses its trace (NO_NAVSTART); one more try, then the row says it failed.
      const url = `${server.base}${path}`;
      const scores = await lighthouse(url, chromium)
        .catch(() => lighthouse(url, chromium))
        .catch((error: Error) => {
          console.log(`failed: ${error.message.split('\n')[0]}`);
          return {} as Scores;
        });
      console.log('done');
      rows.push([
        app,
        ...CATEGORIES.map((c) => {
          const score = scores[c];
          return score === undefined ? 'n/a' : `${score}${score >= AIM[c] ? '' : ` (aim ${AIM[c]})`}`;
        }),
      ]);
    }
    console.log();
    console.log(table(['app', ...CATEGORIES], rows));
    console.log('  mobile emulation with Lighthouse’s simulated slow 4G and 4× CPU slowdown; one run per page');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
