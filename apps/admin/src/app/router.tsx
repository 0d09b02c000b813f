import { createBrowserRouter, Navigate } from 'react-router';
import { FirstLoad, NotFoundPage, RouteError } from './route-states.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

// Each page is its own chunk; the shell and log-in state are in the entry.
export const router = createBrowserRouter(
  [
    {
      HydrateFallback: FirstLoad,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/login',
          lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
        },
        {
          path: '/',
          Component: ShellLayout,
          children: [
            { index: true, element: <Navigate to="/users" replace /> },
            {
              path: 'users',
              lazy: async () => ({ Component: (await import('../features/users/users-page.tsx')).UsersPage }),
            },
            {
              path: 'users/:userId',
              lazy: async () => ({
                Component: (await import('../features/users/user-detail-page.tsx')).UserDetailPage,
              }),
            },
            {
              path: 'operators',
              lazy: async () => ({ Component: (await import('../features/users/operators-page.tsx')).OperatorsPage }),
            },
            {
              path: 'operators/new',
              lazy: async () => ({
                Component: (await import('../features/users/new-operator-page.tsx')).NewOperatorPage,
              }),
            },
            {
              path: 'invite-codes',
              lazy: async () => ({
                Component: (await import('../features/invite-codes/invite-codes-page.tsx')).InviteCodesPage,
              }),
            },
            {
              path: 'audit',
              lazy: async () => ({ Component: (await import('../features/audit/audit-page.tsx')).AuditPage }),
            },
            {
              path: 'market/instruments',
              lazy: async () => ({
                Component: (await import('../features/instruments/instruments-page.tsx')).InstrumentsPage,
              }),
            },
            {
              path: 'market/instruments/:symbol',
              lazy: async () => ({
                Component: (await import('../features/instruments/instrument-detail-page.tsx')).InstrumentDetailPage,
              }),
            },
            {
              path: 'market/status',
              lazy: async () => ({
                Component: (await import('../features/simulator/simulator-page.tsx')).SimulatorPage,
              }),
            },
            {
              path: 'market/news',
              lazy: async () => ({
                Component: (await import('../features/market-news/market-news-page.tsx')).MarketNewsPage,
              }),
            },
            {
              path: 'mailbox',
              lazy: async () => ({ Component: (await import('../features/mailbox/mailbox-page.tsx')).MailboxPage }),
            },
            {
              path: 'support/:conversationId?',
              lazy: async () => ({
                Component: (await import('../features/support-console/support-console-page.tsx')).SupportConsolePage,
              }),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
