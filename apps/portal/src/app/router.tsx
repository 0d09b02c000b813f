// Hash routes, each page loaded on demand (spec section 2). The layout stays on screen while a page loads or fails.
import { createHashRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoader } from './layout/page-loader.tsx';
import { RouteError } from './layout/route-error.tsx';

export const router = createHashRouter([
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
          },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
