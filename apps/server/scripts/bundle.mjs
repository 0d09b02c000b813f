// Bundles the API server into one ES module, apps/server/dist/server.mjs (or the path given as the first argument),
// which `npm start` runs: our TypeScript is compiled once at build time instead of by a loader in every server, which
// leaves the loader's memory and start-up work out of it (issue 12: 226 → 163 MB RSS after start on PostgreSQL).
// Packages from node_modules stay external and load as Node loads them; only our workspace sources are bundled.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outfile = process.argv[2] ?? `${serverDir}dist/server.mjs`;
const ownSource = /\/(apps|packages)\/[^/]+\/src\/.*\.ts$/;

await build({
  entryPoints: [`${serverDir}src/server.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'workspace-sources-only',
      setup(b) {
        // Our workspace packages (@platform/*) are TypeScript sources, bundled; every other package stays external.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@platform/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
        // A module that finds files from its own location (the migrations, the built apps) keeps finding them from its
        // source's location, wherever the bundle is written.
        b.onLoad({ filter: ownSource }, async (args) => ({
          contents: (await readFile(args.path, 'utf8')).replaceAll(
            'import.meta.url',
            JSON.stringify(pathToFileURL(args.path).href),
          ),
          loader: 'ts',
        }));
      },
    },
  ],
});
