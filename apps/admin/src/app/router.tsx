import { preloadPagesWith } from '@platform/ui';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes, { basename: '/admin' });

preloadPagesWith((to) => matchRoutes(router.routes, to));
