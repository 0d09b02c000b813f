// Fetching a page's code before the visitor follows a link to it (pointer over it, focus, touch), so the page opens
// without waiting for its chunk. Each app hands over how a link's target finds its routes (React Router's
// `matchRoutes` on the app's router), once the router exists: the router's module imports the layout whose links use
// `preloadOnIntent`, so the layout cannot import the router.

/** What this needs of a matched route: its `lazy` loader(s), which React Router removes once it has run them. */
export interface MatchedRoute {
  route: { lazy?: unknown; path?: string };
}

/** How a link's target finds its routes, e.g. `(to) => matchRoutes(router.routes, to)`. */
export type RouteMatcher = (to: string) => readonly MatchedRoute[] | null;

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

// One app per page, so one matcher: the app's router hands it over once it exists.
let matchPage: RouteMatcher = () => null;

/** Called once by the app's router module, with how its links' targets find their routes. */
export function preloadPagesWith(match: RouteMatcher) {
  matchPage = match;
}

/**
 * Whether the app has a page at `to`: some route other than the catch-all "not found" (`*`) matches it. What links to
 * features that may not exist yet (home's quick access) asks, so a feature's entry goes live the day its route lands.
 */
export function hasPage(to: string): boolean {
  const last = matchPage(to)?.at(-1);
  return last !== undefined && last.route.path !== '*';
}

/** The handlers a navigation link spreads to fetch its page's code on intent. */
export function preloadOnIntent(to: string) {
  const preload = () => preloadRoutes(matchPage(to));
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
