// The navigation, in a few collapsible groups so that it fits a 1280×800 screen without scrolling. Each entry carries
// the rule of the endpoint its page reads: an operator sees only the entries whose rule (the registry's, the rule the
// server enforces) admits their roles, and lands on their own role's queue. Later features add their entries here.
import { type Caller, callerAdmits, isOperator, type Role } from '@platform/contracts';
import type shellTexts from './i18n.en.json';

// Who may use each page: its endpoint's rule in the registry, written here as roles so the shell does not load the
// endpoints' schemas (navigation.test.ts holds each entry to its endpoint's rule).
const ANY_OPERATOR: Caller = 'operator';
const ADMINS: Caller = { roles: ['admin'] };
const MEDIATORS: Caller = { roles: ['mediator', 'admin'] };
const REVIEWERS: Caller = { roles: ['reviewer', 'admin'] };
const SUPPORT: Caller = { roles: ['support', 'admin'] };
const TRADING_VIEWERS: Caller = { roles: ['admin', 'reviewer', 'support'] };
const CUSTOMER_DESK: Caller = { roles: ['admin', 'support', 'reviewer'] };

export interface NavItem {
  to: string;
  /** Key under `shell.nav`. */
  label: keyof typeof shellTexts.nav;
  /**
   * The rule of the endpoint the page reads (or, for a page of admins' work, calls): whoever it does not admit does not
   * see the entry.
   */
  caller: Caller;
}

export interface NavGroup {
  /** Key under `shell.groups`. */
  group: keyof typeof shellTexts.groups;
  items: NavItem[];
  /** Shown as its entries alone, always in sight (no disclosure to open): the operator's own work. */
  flat?: true;
}

export const navigation: NavGroup[] = [
  {
    group: 'work',
    flat: true,
    items: [{ to: '/work', label: 'work', caller: ANY_OPERATOR }],
  },
  {
    group: 'mediation',
    items: [
      { to: '/cases', label: 'cases', caller: MEDIATORS },
      { to: '/realname-reviews', label: 'realNameReviews', caller: REVIEWERS },
      { to: '/feedback', label: 'feedback', caller: SUPPORT },
      { to: '/mediation/deadlines', label: 'mediationDeadlines', caller: MEDIATORS },
    ],
  },
  {
    group: 'money',
    items: [
      { to: '/money/deposits', label: 'depositReviews', caller: REVIEWERS },
      { to: '/money/withdrawals', label: 'withdrawalReviews', caller: REVIEWERS },
      { to: '/money/house', label: 'houseAccounts', caller: REVIEWERS },
      { to: '/money/check', label: 'ledgerCheck', caller: REVIEWERS },
      { to: '/loans/applications', label: 'loanApplications', caller: REVIEWERS },
      { to: '/loans/products', label: 'loanProducts', caller: ADMINS },
    ],
  },
  {
    group: 'trading',
    items: [
      { to: '/market/instruments', label: 'instruments', caller: ANY_OPERATOR },
      { to: '/market/status', label: 'simulator', caller: ANY_OPERATOR },
      { to: '/market/news', label: 'marketNews', caller: ANY_OPERATOR },
      { to: '/trading/settings', label: 'tradingSettings', caller: TRADING_VIEWERS },
      { to: '/trading/orders', label: 'tradingOrders', caller: TRADING_VIEWERS },
      { to: '/trading/positions', label: 'tradingPositions', caller: TRADING_VIEWERS },
      { to: '/trading/exposure', label: 'tradingExposure', caller: TRADING_VIEWERS },
      { to: '/block-trading', label: 'blockTrading', caller: REVIEWERS },
      { to: '/ipo', label: 'ipoOfferings', caller: ADMINS },
      { to: '/follow/institutions', label: 'followInstitutions', caller: ADMINS },
      { to: '/mining/products', label: 'miningProducts', caller: ADMINS },
      { to: '/mining/network', label: 'miningNetwork', caller: ADMINS },
      { to: '/robots/products', label: 'robotProducts', caller: ADMINS },
    ],
  },
  {
    group: 'content',
    items: [
      { to: '/publishing/news', label: 'portalNews', caller: ADMINS },
      { to: '/publishing/cases', label: 'publishedCases', caller: ADMINS },
      { to: '/publishing/plans', label: 'plans', caller: ADMINS },
      { to: '/publishing/services', label: 'services', caller: ADMINS },
      { to: '/publishing/about-us', label: 'aboutUs', caller: ADMINS },
      { to: '/publishing/certificates', label: 'certificates', caller: ADMINS },
      { to: '/publishing/partners', label: 'partners', caller: ADMINS },
      { to: '/announcements', label: 'announcements', caller: ADMINS },
    ],
  },
  {
    group: 'operations',
    items: [
      { to: '/users', label: 'users', caller: CUSTOMER_DESK },
      { to: '/support', label: 'supportChat', caller: SUPPORT },
      { to: '/operators', label: 'operators', caller: ADMINS },
      { to: '/invite-codes', label: 'inviteCodes', caller: ADMINS },
      { to: '/audit', label: 'audit', caller: ADMINS },
      { to: '/mailbox', label: 'mailbox', caller: ADMINS },
    ],
  },
];

/** The groups and entries an operator holding `roles` may use (a group with none is left out). */
export function navigationFor(roles: readonly Role[]): NavGroup[] {
  return navigation
    .map((entry) => ({ ...entry, items: entry.items.filter((item) => callerAdmits(item.caller, roles)) }))
    .filter(({ items }) => items.length > 0);
}

/**
 * The page an operator lands on after signing in (or at the root): their work queue, which holds what waits on each
 * of their roles (issue 32 §1). Someone without an operator role has no work here.
 */
export function landingFor(roles: readonly Role[]): string {
  return isOperator(roles) ? '/work' : '/account/sessions';
}

/** Whether an entry is the current page or one below it (`/cases/12` is under Cases). */
export const isActive = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`);

/** The group holding the current page, which the menu keeps open; null on a page outside the menu. */
export function activeGroup(pathname: string, groups: NavGroup[] = navigation): string | null {
  return groups.find(({ items }) => items.some((item) => isActive(item, pathname)))?.group ?? null;
}
