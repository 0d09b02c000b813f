// The navigation, in a few collapsible groups so that it fits a 1280×800 screen without scrolling. Later features add
// their entries here.
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
    group: 'mediation',
    items: [
      { to: '/cases', label: 'cases' },
      { to: '/realname-reviews', label: 'realNameReviews' },
      { to: '/feedback', label: 'feedback' },
      { to: '/mediation/deadlines', label: 'mediationDeadlines' },
    ],
  },
  {
    group: 'money',
    items: [
      { to: '/money/deposits', label: 'depositReviews' },
      { to: '/money/withdrawals', label: 'withdrawalReviews' },
      { to: '/money/house', label: 'houseAccounts' },
      { to: '/money/check', label: 'ledgerCheck' },
      { to: '/loans/applications', label: 'loanApplications' },
      { to: '/loans/products', label: 'loanProducts' },
    ],
  },
  {
    group: 'trading',
    items: [
      { to: '/market/instruments', label: 'instruments' },
      { to: '/market/status', label: 'simulator' },
      { to: '/market/news', label: 'marketNews' },
      { to: '/trading/settings', label: 'tradingSettings' },
      { to: '/trading/orders', label: 'tradingOrders' },
      { to: '/trading/positions', label: 'tradingPositions' },
      { to: '/trading/exposure', label: 'tradingExposure' },
      { to: '/block-trading', label: 'blockTrading' },
      { to: '/ipo', label: 'ipoOfferings' },
      { to: '/follow/institutions', label: 'followInstitutions' },
      { to: '/mining/products', label: 'miningProducts' },
      { to: '/mining/network', label: 'miningNetwork' },
      { to: '/robots/products', label: 'robotProducts' },
    ],
  },
  {
    group: 'content',
    items: [
      { to: '/publishing/news', label: 'portalNews' },
      { to: '/publishing/cases', label: 'publishedCases' },
      { to: '/publishing/plans', label: 'plans' },
      { to: '/publishing/services', label: 'services' },
      { to: '/publishing/about-us', label: 'aboutUs' },
      { to: '/publishing/certificates', label: 'certificates' },
      { to: '/publishing/partners', label: 'partners' },
      { to: '/announcements', label: 'announcements' },
    ],
  },
  {
    group: 'operations',
    items: [
      { to: '/users', label: 'users' },
      { to: '/support', label: 'supportChat' },
      { to: '/operators', label: 'operators' },
      { to: '/invite-codes', label: 'inviteCodes' },
      { to: '/audit', label: 'audit' },
      { to: '/mailbox', label: 'mailbox' },
    ],
  },
];

/** Whether an entry is the current page or one below it (`/cases/12` is under Cases). */
export const isActive = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`);

/** The group holding the current page, which the menu keeps open; null on a page outside the menu. */
export function activeGroup(pathname: string, groups: NavGroup[] = navigation): string | null {
  return groups.find(({ items }) => items.some((item) => isActive(item, pathname)))?.group ?? null;
}
