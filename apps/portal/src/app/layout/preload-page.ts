// The navigation fetches the code of the page a link leads to when the visitor shows intent (pointer over it, focus,
// touch), so the page opens without waiting for its chunk (see @platform/ui's preloadRoutes).
import { preloadRoutes } from '@platform/ui';
import { type DataRouter, matchRoutes } from 'react-router';

// Handed over by the router's module, which imports the layout (so this cannot import the router).
let routes: DataRouter['routes'] = [];

/** Called once with the app's router: the routes the links are matched against. */
export function preloadPagesOf(router: DataRouter) {
  routes = router.routes;
}

/** The handlers a navigation link spreads to fetch its page's code on intent. */
export function preloadOnIntent(to: string) {
  const preload = () => preloadRoutes(matchRoutes(routes, to));
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
