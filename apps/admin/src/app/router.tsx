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
              path: 'mailbox',
              lazy: async () => ({ Component: (await import('../features/mailbox/mailbox-page.tsx')).MailboxPage }),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
