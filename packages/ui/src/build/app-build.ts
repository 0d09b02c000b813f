// What the three apps' Vite builds share, for a small first load: the contracts' schemas left out of endpoint
// definitions (see @platform/client's endpoint-schemas-plugin.ts), one language of the message catalogue per chunk
// (message-catalogue-plugin.ts) and React in a chunk of its own. (This package's modules are free of side effects but
// for its stylesheets: `sideEffects` in its package.json.)
import type { Plugin } from 'vite';
import { endpointSchemasPlugin } from '../../../client/src/build/endpoint-schemas-plugin.ts';
import { messageCataloguePlugin } from '../../../client/src/build/message-catalogue-plugin.ts';

/**
 * Rolldown's runtime helpers join a chunk that needs them; left alone they may land in zod's lazy chunk, and the
 * entry then imports (and runs) all of zod for them. React's own chunk (CommonJS, so it needs the helpers too) makes
 * Rolldown give the helpers a chunk of their own; React also changes less often than the app, so it stays cached.
 */
function reactChunk(): Plugin {
  return {
    name: 'platform:react-chunk',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
          },
        },
      },
    }),
  };
}

export const appBuildPlugins = (): Plugin[] => [...endpointSchemasPlugin(), messageCataloguePlugin(), reactChunk()];
