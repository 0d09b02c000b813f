// Fetching a page's code before the visitor follows a link to it (pointer over it, focus, touch), so the page opens
// without waiting for its chunk. Apps pass the routes a link leads to (React Router's `matchRoutes` on their router).

/** What this needs of a matched route: its `lazy` loader(s), which React Router removes once it has run them. */
interface MatchedRoute {
  route: { lazy?: unknown };
}

const run = (load: unknown) => {
  if (typeof load === 'function') void Promise.resolve(load()).catch(() => undefined); // a failure shows on navigation
};

/**
 * Starts loading the code of each matched route not loaded yet. The chunks land in the browser's module map, so the
 * router's own loading, when the link is followed, resolves at once.
 */
export function preloadRoutes(matches: readonly MatchedRoute[] | null) {
  for (const { route } of matches ?? []) {
    if (route.lazy && typeof route.lazy === 'object') Object.values(route.lazy).forEach(run);
    else run(route.lazy);
  }
}
