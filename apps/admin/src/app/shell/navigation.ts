// The navigation groups. Later features add their entries here (review queues, cases, publishing, ...).
export interface NavItem {
  to: string;
  /** Key under `shell.nav`. */
  label: string;
}

export interface NavGroup {
  /** Key under `shell.groups`. */
  group: string;
  items: NavItem[];
}

export const navigation: NavGroup[] = [
  {
    group: 'people',
    items: [
      { to: '/users', label: 'users' },
      { to: '/operators', label: 'operators' },
    ],
  },
  { group: 'access', items: [{ to: '/invite-codes', label: 'inviteCodes' }] },
  {
    group: 'markets',
    items: [
      { to: '/market/instruments', label: 'instruments' },
      { to: '/market/status', label: 'simulator' },
      { to: '/market/news', label: 'marketNews' },
    ],
  },
  {
    group: 'trading',
    items: [
      { to: '/trading/settings', label: 'tradingSettings' },
      { to: '/trading/orders', label: 'tradingOrders' },
      { to: '/trading/positions', label: 'tradingPositions' },
      { to: '/trading/exposure', label: 'tradingExposure' },
    ],
  },
  {
    group: 'money',
    items: [
      { to: '/money/deposits', label: 'depositReviews' },
      { to: '/money/withdrawals', label: 'withdrawalReviews' },
      { to: '/money/house', label: 'houseAccounts' },
      { to: '/money/check', label: 'ledgerCheck' },
    ],
  },
  {
    group: 'mediation',
    items: [
      { to: '/cases', label: 'cases' },
      { to: '/realname-reviews', label: 'realNameReviews' },
      { to: '/feedback', label: 'feedback' },
    ],
  },
  {
    group: 'publishing',
    items: [
      { to: '/publishing/news', label: 'portalNews' },
      { to: '/publishing/cases', label: 'publishedCases' },
      { to: '/publishing/plans', label: 'plans' },
      { to: '/publishing/services', label: 'services' },
      { to: '/publishing/about-us', label: 'aboutUs' },
      { to: '/publishing/certificates', label: 'certificates' },
      { to: '/publishing/partners', label: 'partners' },
    ],
  },
  {
    group: 'customers',
    items: [
      { to: '/support', label: 'supportChat' },
      { to: '/announcements', label: 'announcements' },
    ],
  },
  { group: 'oversight', items: [{ to: '/audit', label: 'audit' }] },
  { group: 'development', items: [{ to: '/mailbox', label: 'mailbox' }] },
];
