// Hash routes (spec section 2): the portal is served under /portal/, its pages after the `#`.
import { preloadPagesWith } from '@platform/ui';
import { createHashRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

export const router = createHashRouter(routes);

preloadPagesWith((to) => matchRoutes(router.routes, to));
