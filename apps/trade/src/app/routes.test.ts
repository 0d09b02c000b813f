import { hasPage, preloadPagesWith } from '@platform/ui';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { QUICK_ENTRIES, quickTiles } from '../features/home/quick-entries.ts';
import { routes } from './routes.tsx';

// The route tree's modules (the layout, the session store) read the browser's storage as they load.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const useRoutes = (tree: RouteObject[]) => preloadPagesWith((to) => matchRoutes(tree, to));
/** The page a link opens, as the router resolves it: the last matched route's path, '*' being "not found". */
const pageOf = (tree: RouteObject[], to: string) => matchRoutes(tree, to)?.at(-1)?.route.path;

describe("home's quick access, from the app's routes", () => {
  it('links every tile whose page is routed, and says "not available yet" for every other', () => {
    useRoutes(routes);
    const tiles = quickTiles();
    expect(tiles).toHaveLength(QUICK_ENTRIES.length);
    for (const [i, tile] of tiles.entries()) {
      const entry = QUICK_ENTRIES[i]!;
      if (tile.kind === 'link') expect(pageOf(routes, tile.to), tile.key).not.toBe('*');
      if ('to' in entry && tile.kind === 'unavailable') expect(pageOf(routes, entry.to), tile.key).toBe('*');
    }
    expect(tiles.find((t) => t.key === 'markets')).toMatchObject({ kind: 'link', to: '/markets' });
    expect(tiles.find((t) => t.key === 'support')?.kind).toBe('action');
    expect(hasPage('/no-such-page')).toBe(false);
  });

  it('turns a tile live the day its feature routes its page, with no flag to edit', () => {
    useRoutes(routes);
    const unavailable = quickTiles().filter((t) => t.kind === 'unavailable');
    if (unavailable.length === 0) return; // every feature has landed
    const [first] = unavailable;
    const entry = QUICK_ENTRIES.find((e) => e.key === first!.key);
    if (!entry || !('to' in entry)) throw new Error('an unavailable tile names the page it will have');
    // The app's tree with that feature's page added beside the others, as its change would add it.
    const landed: RouteObject[] = [{ path: entry.to.slice(1), Component: () => null }, ...routes];
    useRoutes(landed);
    expect(quickTiles().find((t) => t.key === first!.key)).toEqual({ key: first!.key, kind: 'link', to: entry.to });
    expect(quickTiles().filter((t) => t.kind === 'unavailable')).toHaveLength(unavailable.length - 1);
  });
});
