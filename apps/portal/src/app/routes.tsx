// The portal's routes (spec section 2): each page loaded on demand, the layout on screen while a page loads or fails.
// The app serves them as hash routes (router.tsx); component tests render them in a memory router.

import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { RequireUser } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoader } from './layout/page-loader.tsx';
import { RouteError } from './layout/route-error.tsx';

/** A route whose page is a separate chunk, loaded when first visited. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // A loader, not <Navigate>: the redirect happens before the first render, so the layout never shows with an
          // empty page (its footer in view, then pushed away: a layout shift on every landing).
          { index: true, loader: () => redirect('/home') },
          { path: 'home', lazy: page(async () => (await import('../features/home/home-page.tsx')).HomePage) },
          { path: 'login', lazy: page(async () => (await import('../features/auth/login-page.tsx')).LoginPage) },
          { path: 'about', lazy: page(async () => (await import('../features/about/about-page.tsx')).AboutPage) },
          {
            path: 'aboutUs/:tag?',
            lazy: page(async () => (await import('../features/about/about-us-page.tsx')).AboutUsPage),
          },
          { path: 'contact', lazy: page(async () => (await import('../features/about/contact-page.tsx')).ContactPage) },
          { path: 'news', lazy: page(async () => (await import('../features/news/news-page.tsx')).NewsPage) },
          {
            path: 'news/detail/:id',
            lazy: page(async () => (await import('../features/news/news-detail-page.tsx')).NewsDetailPage),
          },
          // The respondent's private link (issue 15): public, the token is their only credential.
          {
            path: 'respond/:token',
            lazy: page(async () => (await import('../features/respond/respond-page.tsx')).RespondPage),
          },
          { path: 'case', lazy: page(async () => (await import('../features/cases/cases-page.tsx')).CasesPage) },
          { path: 'plan', lazy: page(async () => (await import('../features/plans/plans-page.tsx')).PlansPage) },
          {
            path: 'service/:id?',
            lazy: page(async () => (await import('../features/services/services-page.tsx')).ServicesPage),
          },
          {
            Component: RequireUser,
            children: [
              {
                path: 'realname',
                lazy: page(async () => (await import('../features/realname/realname-page.tsx')).RealNamePage),
              },
              {
                path: 'profile',
                lazy: page(async () => (await import('../features/profile/profile-page.tsx')).ProfilePage),
              },
              {
                path: 'account',
                lazy: page(async () => (await import('../features/wallet/account-page.tsx')).AccountPage),
              },
              { path: 'apply', lazy: page(async () => (await import('../features/apply/apply-page.tsx')).ApplyPage) },
              {
                path: 'feedback',
                lazy: page(async () => (await import('../features/feedback/feedback-page.tsx')).FeedbackPage),
              },
              {
                path: 'contract',
                lazy: page(async () => (await import('../features/contract/contract-page.tsx')).ContractPage),
              },
              { path: 'pdf', lazy: page(async () => (await import('../features/contract/pdf-page.tsx')).PdfPage) },
            ],
          },
          {
            path: '*',
            lazy: page(async () => (await import('../lib/ui/not-found-page.tsx')).NotFoundPage),
          },
        ],
      },
    ],
  },
];
