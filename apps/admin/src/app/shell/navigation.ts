// The navigation, in a few collapsible groups so that it fits a 1280×800 screen without scrolling. Each entry names
// the endpoint its page reads: an operator sees only the entries whose endpoint's rule (the registry's, the rule the
// server enforces) admits their roles, and lands on their own role's queue. Later features add their entries here.
import {
  adminApi,
  blockTradingAdminApi,
  callerAdmits,
  contentAdminApi,
  type EndpointDefinition,
  feedbackAdminApi,
  followAdminApi,
  inboxAdminApi,
  ipoAdminApi,
  loansAdminApi,
  marketAdminApi,
  mediationAdminApi,
  miningAdminApi,
  moneyAdminApi,
  type Role,
  realNameAdminApi,
  robotsAdminApi,
  supportAdminApi,
  systemApi,
  tradingAdminApi,
} from '@platform/contracts';

export interface NavItem {
  to: string;
  /** Key under `shell.nav`. */
  label: string;
  /** What the page reads (or, for a page of admins' work, does): whoever may not call it does not see the entry. */
  endpoint: EndpointDefinition;
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
      { to: '/cases', label: 'cases', endpoint: mediationAdminApi.cases },
      { to: '/realname-reviews', label: 'realNameReviews', endpoint: realNameAdminApi.submissions },
      { to: '/feedback', label: 'feedback', endpoint: feedbackAdminApi.find },
      { to: '/mediation/deadlines', label: 'mediationDeadlines', endpoint: mediationAdminApi.deadlines },
    ],
  },
  {
    group: 'money',
    items: [
      { to: '/money/deposits', label: 'depositReviews', endpoint: moneyAdminApi.deposits.list },
      { to: '/money/withdrawals', label: 'withdrawalReviews', endpoint: moneyAdminApi.withdrawals.list },
      { to: '/money/house', label: 'houseAccounts', endpoint: moneyAdminApi.house },
      { to: '/money/check', label: 'ledgerCheck', endpoint: moneyAdminApi.check },
      { to: '/loans/applications', label: 'loanApplications', endpoint: loansAdminApi.applications },
      { to: '/loans/products', label: 'loanProducts', endpoint: loansAdminApi.products },
    ],
  },
  {
    group: 'trading',
    items: [
      { to: '/market/instruments', label: 'instruments', endpoint: marketAdminApi.instruments },
      { to: '/market/status', label: 'simulator', endpoint: marketAdminApi.status },
      { to: '/market/news', label: 'marketNews', endpoint: marketAdminApi.news },
      { to: '/trading/settings', label: 'tradingSettings', endpoint: tradingAdminApi.settings },
      { to: '/trading/orders', label: 'tradingOrders', endpoint: tradingAdminApi.orders },
      { to: '/trading/positions', label: 'tradingPositions', endpoint: tradingAdminApi.positions },
      { to: '/trading/exposure', label: 'tradingExposure', endpoint: tradingAdminApi.exposure },
      { to: '/block-trading', label: 'blockTrading', endpoint: blockTradingAdminApi.applications },
      { to: '/ipo', label: 'ipoOfferings', endpoint: ipoAdminApi.offerings },
      { to: '/follow/institutions', label: 'followInstitutions', endpoint: followAdminApi.institutions },
      { to: '/mining/products', label: 'miningProducts', endpoint: miningAdminApi.products },
      { to: '/mining/network', label: 'miningNetwork', endpoint: miningAdminApi.network },
      { to: '/robots/products', label: 'robotProducts', endpoint: robotsAdminApi.products },
    ],
  },
  {
    group: 'content',
    items: [
      { to: '/publishing/news', label: 'portalNews', endpoint: contentAdminApi.find },
      { to: '/publishing/cases', label: 'publishedCases', endpoint: contentAdminApi.find },
      { to: '/publishing/plans', label: 'plans', endpoint: contentAdminApi.find },
      { to: '/publishing/services', label: 'services', endpoint: contentAdminApi.find },
      { to: '/publishing/about-us', label: 'aboutUs', endpoint: contentAdminApi.find },
      { to: '/publishing/certificates', label: 'certificates', endpoint: contentAdminApi.find },
      { to: '/publishing/partners', label: 'partners', endpoint: contentAdminApi.find },
      { to: '/announcements', label: 'announcements', endpoint: inboxAdminApi.announcements },
    ],
  },
  {
    group: 'operations',
    items: [
      { to: '/users', label: 'users', endpoint: adminApi.findUsers },
      { to: '/support', label: 'supportChat', endpoint: supportAdminApi.conversations },
      { to: '/operators', label: 'operators', endpoint: adminApi.createOperator },
      { to: '/invite-codes', label: 'inviteCodes', endpoint: adminApi.findInviteCodes },
      { to: '/audit', label: 'audit', endpoint: adminApi.findAudit },
      { to: '/mailbox', label: 'mailbox', endpoint: systemApi.findMails },
    ],
  },
];

/** The groups and entries an operator holding `roles` may use (a group with none is left out). */
export function navigationFor(roles: readonly Role[]): NavGroup[] {
  return navigation
    .map(({ group, items }) => ({ group, items: items.filter((item) => callerAdmits(item.endpoint.caller, roles)) }))
    .filter(({ items }) => items.length > 0);
}

/** Where each role's work starts: its queue. An operator of several roles starts at the first of theirs here. */
const LANDING: ReadonlyArray<readonly [Role, string]> = [
  ['admin', '/users'],
  ['mediator', '/cases'],
  ['reviewer', '/realname-reviews'],
  ['support', '/support'],
];

/** The page an operator lands on after signing in (or at the root). */
export function landingFor(roles: readonly Role[]): string {
  return LANDING.find(([role]) => roles.includes(role))?.[1] ?? '/account/sessions';
}

/** Whether an entry is the current page or one below it (`/cases/12` is under Cases). */
export const isActive = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`);

/** The group holding the current page, which the menu keeps open; null on a page outside the menu. */
export function activeGroup(pathname: string, groups: NavGroup[] = navigation): string | null {
  return groups.find(({ items }) => items.some((item) => isActive(item, pathname)))?.group ?? null;
}
