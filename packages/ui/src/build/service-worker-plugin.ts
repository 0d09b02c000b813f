// Builds an app's service worker (service-worker.js) with the list of what its shell is: the page, every emitted
// script and stylesheet (content-hashed), and the public files (icons, manifest, offline page). The version is a hash
// of that list, so a new build is a new worker, which the app offers to take over (its update prompt).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'platform:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const emitted = Object.keys(bundle).filter((name) => !name.endsWith('.map') && !name.startsWith('.vite/'));
      const publicFiles = publicDir ? filesUnder(publicDir).map((file) => relative(publicDir, file)) : [];
      const shell = [
        '/',
        ...[...emitted.filter((name) => name !== 'index.html'), ...publicFiles]
          .filter((name) => name !== 'robots.txt')
          .map((name) => `/${name.split('\\').join('/')}`)
          .sort(),
      ];
      const page = bundle['index.html'];
      const version = createHash('sha256')
        .update(shell.join('\n'))
        .update(page?.type === 'asset' ? String(page.source) : '')
        .update(template)
        .digest('hex')
        .slice(0, 12);
      const source = template
        .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
        .replace('const SHELL = [];', `const SHELL = ${JSON.stringify(shell)};`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
