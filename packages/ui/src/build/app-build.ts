// What the three apps' Vite builds share, for a small first load: the contracts' schemas left out of endpoint
// definitions and zod set up without loading it (see @platform/client's endpoint-schemas-plugin.ts), one language of
// the message catalogue per chunk (message-catalogue-plugin.ts), React in a chunk of its own and the other libraries
// the entry needs in one more, React Router's production build, and AppShell without the dialogs' scroll lock. (This
// package's modules are free of side effects but for its stylesheets: `sideEffects` in its package.json.)
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { endpointSchemasPlugin } from '../../../client/src/build/endpoint-schemas-plugin.ts';
import { messageCataloguePlugin } from '../../../client/src/build/message-catalogue-plugin.ts';
import { usedModules } from './used-modules.ts';

/**
 * Rolldown's runtime helpers join a chunk that needs them; left alone they may land in zod's lazy chunk, and the
 * entry then imports (and runs) all of zod for them. React's own chunk (CommonJS, so it needs the helpers too) makes
 * Rolldown give the helpers a chunk of their own; React also changes less often than the app, so it stays cached.
 *
 * The other libraries the entry imports (Mantine's core, the router, i18next, TanStack Query…) share one chunk:
 * left to itself Rolldown splits them into a dozen small chunks by which pages also use them, and each is one more
 * request and compresses worse alone (about 7 KB of gzip per app). zod is left out: the entry reaches it (contracts
 * re-exports it), but only the pages that validate a form use it.
 *
 * What the landing page imports beyond the entry shares one chunk too (`landing`), for the same reason: the back
 * office's log-in page came in eleven chunks, most of them Mantine's inputs of well under 1 KB each (2-3 KB of gzip
 * per app). The page keeps a chunk of its own (its route loads it, the manifest names it). The modules are those the
 * page's code really uses (`usedModules`: through `@mantine/core`'s barrel only by the names it imports) and the
 * entry does not; a page elsewhere that uses one of them fetches that chunk, which a visitor usually has already.
 */
function firstLoadChunks(landing: string): Plugin {
  let root = '';
  let building = false;
  let landingModules = new Set<string>();
  return {
    name: 'platform:first-load-chunks',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'libraries', test: /node_modules[\\/](?!zod[\\/])/, tags: ['$initial'], priority: 1 },
                {
                  debugName: 'landing',
                  name: (id: string) => (landingModules.has(id) ? 'landing' : null),
                  // Those modules alone: what else they import is the entry's, and has its chunks already.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildEnd(error) {
      if (!building || error) return;
      const ids = [...this.getModuleIds()];
      const page = resolve(root, landing);
      const initial = await usedModules(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      const fromPage = await usedModules(this, [page]);
      landingModules = new Set([...fromPage].filter((id) => id !== page && !initial.has(id)));
    },
  };
}

/**
 * React Router publishes one ESM build for every mode, its development one (`dist/development`), which warns about
 * misuse at run time; the same code without the warnings (`dist/production`) ships beside it, but no export condition
 * selects it. Production builds take that one, for `react-router` and `react-router/dom` alike.
 */
function reactRouterProductionBuild(): Plugin {
  const development = `${sep}react-router${sep}dist${sep}development${sep}`;
  const production = `${sep}react-router${sep}dist${sep}production${sep}`;
  return {
    name: 'platform:react-router-production',
    apply: (_, { mode }) => mode === 'production',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('react-router')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(development)) return resolved;
      const id = resolved.id.replace(development, production);
      if (!existsSync(id)) throw new Error(`react-router-production: ${id} is missing`);
      return { ...resolved, id };
    },
  };
}

const CLASS_NAMES_ONLY = '\0platform:remove-scroll-class-names';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (a dialog's scroll lock, with its side car
 * and styles) for two class names, which keep fixed bars clear of the scroll bar a dialog's lock removes. The apps'
 * builds give those modules the class names alone, from the constants react-remove-scroll takes them from; a dialog
 * still loads the whole scroll lock. A module that uses more of it than the class names keeps the real import.
 */
function removeScrollClassNamesOnly(): Plugin {
  const appShell = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
  return {
    name: 'platform:remove-scroll-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !appShell.test(importer)) return null;
      const uses = readFileSync(importer.split('?')[0]!, 'utf8').match(/\bRemoveScroll\b(\.\w+)?/g) ?? [];
      const classNamesOnly = uses.every((use) => use === 'RemoveScroll' || use === 'RemoveScroll.classNames');
      return classNamesOnly ? CLASS_NAMES_ONLY : null;
    },
    load(id) {
      if (id !== CLASS_NAMES_ONLY) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        // As react-remove-scroll sets them on its RemoveScroll (dist/es2015/UI.js).
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}

/**
 * The landing page's chunks (the route module an anonymous visitor lands on, and the chunks it imports) preloaded
 * from index.html, beside the entry: without this the browser learns of them only once the entry has run and the
 * router asked for the page, one more round trip before anything shows. A visitor who lands elsewhere fetches them
 * too (a few KB, in parallel with their own page).
 */
function landingPreload(landing: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'platform:landing-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const landingId = resolve(root, landing);
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const page = chunks.find((chunk) => chunk.facadeModuleId === landingId);
        if (!page) throw new Error(`landing-preload: ${landing} is not a chunk of the build`);
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || js.has(fileName)) return;
          js.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        visit(page.fileName);
        const missing = (file: string) => !html.includes(`${base}${file}"`);
        return [
          ...[...css].filter(missing).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...[...js].filter(missing).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/** The shared build of an app whose anonymous visitors land on `landing` (a module path under the app's root). */
export const appBuildPlugins = ({ landing }: { landing: string }): Plugin[] => [
  landingPreload(landing),
  removeScrollClassNamesOnly(),
  ...endpointSchemasPlugin(),
  messageCataloguePlugin(),
  firstLoadChunks(landing),
  reactRouterProductionBuild(),
];
