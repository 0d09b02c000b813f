import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { GuestOnly, RequireUser } from './guards.tsx';
import { AppLayout, PageLoader } from './layout/app-layout.tsx';
import { WIDE } from './layout/wide-routes.ts';
import { NotFoundPage, RouteError } from './route-error.tsx';

/** A route whose screen is a separate chunk, loaded when first visited. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** The app's pages: what exists is what is routed here (home's quick access asks this tree too). */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(async () => (await import('../features/home/home-page.tsx')).HomePage) },
          {
            path: 'markets',
            handle: WIDE,
            lazy: page(async () => (await import('../features/markets/markets-page.tsx')).MarketsPage),
          },
          {
            path: 'quote/:symbol',
            handle: WIDE,
            lazy: page(async () => (await import('./quote-route.tsx')).QuoteRoute),
          },
          {
            path: 'news/:id',
            lazy: page(async () => (await import('../features/home/news-page.tsx')).NewsPage),
          },
          {
            path: 'install',
            lazy: page(async () => (await import('../features/referral/install-page.tsx')).InstallPage),
          },
          {
            Component: GuestOnly,
            children: [
              { path: 'login', lazy: page(async () => (await import('../features/auth/login-page.tsx')).LoginPage) },
              {
                path: 'register',
                lazy: page(async () => (await import('../features/auth/sign-up-page.tsx')).SignUpPage),
              },
              {
                path: 'forgot-password',
                lazy: page(async () => (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage),
              },
            ],
          },
          {
            Component: RequireUser,
            children: [
              {
                path: 'watchlists',
                lazy: page(async () => (await import('../features/watchlists/watchlists-page.tsx')).WatchlistsPage),
              },
              { path: 'me', lazy: page(async () => (await import('../features/me/me-page.tsx')).MePage) },
              {
                path: 'alerts',
                lazy: page(async () => (await import('../features/alerts/alerts-page.tsx')).AlertsPage),
              },
              {
                path: 'kyc',
                lazy: page(async () => (await import('../features/kyc/kyc-page.tsx')).KycPage),
              },
              {
                path: 'inbox',
                lazy: page(async () => (await import('../features/inbox/inbox-page.tsx')).InboxPage),
              },
              {
                path: 'referrals',
                lazy: page(async () => (await import('../features/referral/referrals-page.tsx')).ReferralsPage),
              },
              {
                path: 'settings',
                lazy: page(async () => (await import('../features/settings/settings-page.tsx')).SettingsPage),
              },
              {
                path: 'trade/:symbol',
                lazy: page(async () => (await import('../features/trading/ticket-page.tsx')).TicketPage),
              },
              {
                path: 'block-trading',
                lazy: page(
                  async () => (await import('../features/block-trading/block-trading-page.tsx')).BlockTradingPage,
                ),
              },
              {
                path: 'ipo',
                lazy: page(async () => (await import('../features/ipo/ipo-page.tsx')).IpoPage),
              },
              {
                path: 'ipo/:id',
                lazy: page(async () => (await import('../features/ipo/offering-page.tsx')).OfferingPage),
              },
              {
                path: 'follow',
                lazy: page(async () => (await import('../features/follow/institutions-page.tsx')).InstitutionsPage),
              },
              {
                path: 'follow/:id',
                lazy: page(async () => (await import('../features/follow/institution-page.tsx')).InstitutionPage),
              },
              {
                path: 'mining',
                lazy: page(async () => (await import('../features/mining/mining-page.tsx')).MiningPage),
              },
              {
                path: 'mining/:contractId',
                lazy: page(async () => (await import('../features/mining/contract-page.tsx')).ContractPage),
              },
              {
                path: 'robots/:productId?',
                lazy: page(async () => (await import('../features/robots/robots-screens.tsx')).OfferScreens),
              },
              {
                path: 'robots/mine/:id?',
                lazy: page(async () => (await import('../features/robots/robots-screens.tsx')).MineScreens),
              },
              {
                path: 'loans',
                lazy: page(async () => (await import('../features/loans/loans-page.tsx')).LoansPage),
              },
              {
                path: 'loans/mine',
                lazy: page(async () => (await import('../features/loans/my-loans-page.tsx')).MyLoansPage),
              },
              {
                path: 'loans/mine/:id',
                lazy: page(async () => (await import('../features/loans/loan-page.tsx')).LoanPage),
              },
              {
                path: 'records',
                lazy: page(async () => (await import('./records-route.tsx')).RecordsRoute),
              },
              {
                path: 'assets',
                lazy: page(async () => (await import('../features/assets/assets-page.tsx')).AssetsPage),
              },
              {
                path: 'assets/transfer',
                lazy: page(async () => (await import('../features/transfer/transfer-page.tsx')).TransferPage),
              },
              {
                path: 'assets/deposit',
                lazy: page(async () => (await import('../features/deposit/deposit-page.tsx')).DepositPage),
              },
              {
                path: 'assets/withdraw',
                lazy: page(async () => (await import('../features/withdraw/withdraw-page.tsx')).WithdrawPage),
              },
              {
                path: 'assets/history',
                lazy: page(async () => (await import('../features/history/history-page.tsx')).HistoryPage),
              },
              {
                path: 'assets/statements',
                lazy: page(async () => (await import('../features/statements/statements-page.tsx')).StatementsPage),
              },
              {
                path: 'bank-cards',
                lazy: page(async () => (await import('../features/bank-cards/bank-cards-page.tsx')).BankCardsPage),
              },
              {
                path: 'bank-cards/bind',
                lazy: page(async () => (await import('../features/bank-cards/bind-card-page.tsx')).BindCardPage),
              },
              {
                path: 'security',
                lazy: page(async () => (await import('../features/security-center/security-page.tsx')).SecurityPage),
              },
              {
                path: 'security/sessions',
                lazy: page(async () => (await import('../features/security-center/sessions-page.tsx')).SessionsPage),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
