import type { ContentKind } from '@platform/contracts';
import type { RouteObject } from 'react-router';
import { FirstLoad, NotFoundPage, RouteError } from './route-states.tsx';
import { ShellGate } from './shell/shell-gate.tsx';

/** The publishing screens are one page, told which kind of content it shows (a fresh one per kind). */
const publishingPage = (kind: ContentKind) => async () => {
  const { PublishingPage } = await import('../features/publishing/publishing-page.tsx');
  return { element: <PublishingPage key={kind} kind={kind} /> };
};

// Each page is its own chunk, and so is the shell (see shell/shell-gate.tsx): the log-in page, where an operator
// lands first, carries neither the shell's navigation and menus nor what the pages share. (The component tests render
// these routes in a memory router: src/testing/render-admin.tsx.)
export const routes: RouteObject[] = [
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
        Component: ShellGate,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./shell/role-landing.tsx')).RoleLanding }),
          },
          {
            path: 'work',
            lazy: async () => ({ Component: (await import('../features/work/work-page.tsx')).WorkPage }),
          },
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
            path: 'account/sessions',
            lazy: async () => ({
              Component: (await import('../features/own-sessions/own-sessions-page.tsx')).OwnSessionsPage,
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
            path: 'trading/settings',
            lazy: async () => ({
              Component: (await import('../features/trading/settings-page.tsx')).TradingSettingsPage,
            }),
          },
          {
            path: 'trading/orders',
            lazy: async () => ({
              Component: (await import('../features/trading/orders-page.tsx')).TradingOrdersPage,
            }),
          },
          {
            path: 'trading/positions',
            lazy: async () => ({
              Component: (await import('../features/trading/positions-page.tsx')).TradingPositionsPage,
            }),
          },
          {
            path: 'trading/exposure',
            lazy: async () => ({
              Component: (await import('../features/trading/exposure-page.tsx')).TradingExposurePage,
            }),
          },
          {
            path: 'users/:userId/ledger',
            lazy: async () => ({
              Component: (await import('../features/ledger/user-ledger-page.tsx')).UserLedgerPage,
            }),
          },
          {
            path: 'money/deposits',
            lazy: async () => ({
              Component: (await import('../features/deposit-reviews/deposit-reviews-page.tsx')).DepositReviewsPage,
            }),
          },
          {
            path: 'money/withdrawals',
            lazy: async () => ({
              Component: (await import('../features/withdrawal-reviews/withdrawal-reviews-page.tsx'))
                .WithdrawalReviewsPage,
            }),
          },
          {
            path: 'money/deposits/:depositId',
            lazy: async () => ({
              Component: (await import('../features/deposit-reviews/deposit-page.tsx')).DepositPage,
            }),
          },
          {
            path: 'money/withdrawals/:withdrawalId',
            lazy: async () => ({
              Component: (await import('../features/withdrawal-reviews/withdrawal-page.tsx')).WithdrawalPage,
            }),
          },
          {
            path: 'money/house',
            lazy: async () => ({
              Component: (await import('../features/house-accounts/house-accounts-page.tsx')).HouseAccountsPage,
            }),
          },
          {
            path: 'money/check',
            lazy: async () => ({
              Component: (await import('../features/ledger-check/ledger-check-page.tsx')).LedgerCheckPage,
            }),
          },
          {
            path: 'cases',
            lazy: async () => ({ Component: (await import('../features/cases/cases-page.tsx')).CasesPage }),
          },
          {
            path: 'cases/:caseId',
            lazy: async () => ({
              Component: (await import('../features/cases/case-detail-page.tsx')).CaseDetailPage,
            }),
          },
          {
            path: 'mediation/deadlines',
            lazy: async () => ({
              Component: (await import('../features/mediation-deadlines/deadlines-page.tsx')).MediationDeadlinesPage,
            }),
          },
          {
            path: 'block-trading',
            lazy: async () => ({
              Component: (await import('../features/block-trading/block-trading-page.tsx')).BlockTradingPage,
            }),
          },
          {
            path: 'block-trading/applications/:id',
            lazy: async () => ({
              Component: (await import('../features/block-trading/application-page.tsx')).BlockApplicationPage,
            }),
          },
          {
            path: 'ipo',
            lazy: async () => ({
              Component: (await import('../features/ipo/ipo-offerings-page.tsx')).IpoOfferingsPage,
            }),
          },
          {
            path: 'ipo/:id',
            lazy: async () => ({
              Component: (await import('../features/ipo/offering-page.tsx')).IpoOfferingPage,
            }),
          },
          {
            path: 'follow/institutions',
            lazy: async () => ({
              Component: (await import('../features/follow/institutions-page.tsx')).InstitutionsPage,
            }),
          },
          {
            path: 'follow/institutions/:id',
            lazy: async () => ({
              Component: (await import('../features/follow/institution-page.tsx')).InstitutionPage,
            }),
          },
          {
            path: 'mining/products',
            lazy: async () => ({
              Component: (await import('../features/mining/products-page.tsx')).MiningProductsPage,
            }),
          },
          {
            path: 'robots/products',
            lazy: async () => ({
              Component: (await import('../features/robots/products-page.tsx')).RobotProductsPage,
            }),
          },
          {
            path: 'mining/network',
            lazy: async () => ({
              Component: (await import('../features/mining/network-page.tsx')).MiningNetworkPage,
            }),
          },
          {
            path: 'loans/applications',
            lazy: async () => ({
              Component: (await import('../features/loans/applications-page.tsx')).LoanApplicationsPage,
            }),
          },
          {
            path: 'loans/applications/:id',
            lazy: async () => ({
              Component: (await import('../features/loans/application-page.tsx')).LoanApplicationPage,
            }),
          },
          {
            path: 'loans/products',
            lazy: async () => ({
              Component: (await import('../features/loans/products-page.tsx')).LoanProductsPage,
            }),
          },
          {
            path: 'realname-reviews',
            lazy: async () => ({
              Component: (await import('../features/realname-reviews/realname-reviews-page.tsx')).RealNameReviewsPage,
            }),
          },
          {
            path: 'realname-reviews/:submissionId',
            lazy: async () => ({
              Component: (await import('../features/realname-reviews/realname-review-page.tsx')).RealNameReviewPage,
            }),
          },
          {
            path: 'feedback',
            lazy: async () => ({ Component: (await import('../features/feedback/feedback-page.tsx')).FeedbackPage }),
          },
          { path: 'publishing/news', lazy: publishingPage('news') },
          { path: 'publishing/cases', lazy: publishingPage('cases') },
          { path: 'publishing/plans', lazy: publishingPage('plans') },
          { path: 'publishing/services', lazy: publishingPage('services') },
          { path: 'publishing/about-us', lazy: publishingPage('about') },
          { path: 'publishing/certificates', lazy: publishingPage('certificates') },
          { path: 'publishing/partners', lazy: publishingPage('partners') },
          {
            path: 'announcements',
            lazy: async () => ({
              Component: (await import('../features/announcements/announcements-page.tsx')).AnnouncementsPage,
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
];
