import {
  adminApi,
  adminWorkApi,
  blockTradingAdminApi,
  type Caller,
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
  realNameAdminApi,
  robotsAdminApi,
  supportAdminApi,
  systemApi,
  tradingAdminApi,
} from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { shellText } from './i18n.ts';
import { activeGroup, landingFor, navigation, navigationFor } from './navigation.ts';

describe('back office navigation', () => {
  it('has a few groups, each entry once, each with its words', () => {
    expect(navigation.length).toBeLessThanOrEqual(6);
    const paths = navigation.flatMap(({ items }) => items.map((item) => item.to));
    expect(new Set(paths).size).toBe(paths.length);
    for (const { group, items } of navigation) {
      expect(shellText.en.groups).toHaveProperty(group);
      for (const item of items) expect(shellText.en.nav).toHaveProperty(item.label);
    }
  });

  it('keeps the group of the current page open, pages below an entry included', () => {
    expect(activeGroup('/audit')).toBe('operations');
    expect(activeGroup('/support')).toBe('operations');
    expect(activeGroup('/publishing/partners')).toBe('content');
    expect(activeGroup('/cases/42')).toBe('mediation');
    expect(activeGroup('/money/withdrawals')).toBe('money');
    expect(activeGroup('/nowhere')).toBeNull();
  });

  it('does not take a longer path for a page below an entry', () => {
    expect(activeGroup('/casesx')).toBeNull();
  });

  const entriesFor = (roles: Parameters<typeof navigationFor>[0]) =>
    navigationFor(roles).flatMap(({ items }) => items.map((item) => item.to));

  it("shows an operator only the entries their roles may use, by each page's endpoint rule", () => {
    expect(entriesFor(['admin'])).toHaveLength(navigation.flatMap(({ items }) => items).length);

    const mediator = entriesFor(['mediator']);
    expect(mediator).toEqual(expect.arrayContaining(['/cases', '/mediation/deadlines']));
    for (const hidden of [
      '/money/deposits',
      '/trading/orders',
      '/users',
      '/invite-codes',
      '/mailbox',
      '/realname-reviews',
    ])
      expect(mediator).not.toContain(hidden);

    const reviewer = entriesFor(['reviewer']);
    expect(reviewer).toEqual(expect.arrayContaining(['/realname-reviews', '/money/deposits', '/loans/applications']));
    for (const hidden of ['/cases', '/loans/products', '/publishing/news', '/invite-codes', '/mailbox', '/operators'])
      expect(reviewer).not.toContain(hidden);
    // A group with nothing the operator may use is left out.
    expect(navigationFor(['reviewer']).map(({ group }) => group)).not.toContain('content');

    // Two roles: what either may use.
    expect(entriesFor(['mediator', 'support'])).toEqual(expect.arrayContaining(['/cases', '/support', '/feedback']));
  });

  it("lands each operator on their role's queue", () => {
    // Every operator starts on their work queue, which holds what waits on each of their roles.
    for (const roles of [['mediator'], ['reviewer'], ['support'], ['support', 'admin']] as const)
      expect(landingFor(roles)).toBe('/work');
    expect(landingFor([])).toBe('/account/sessions');
    // Each landing page is one the role sees in its menu.
    for (const role of ['admin', 'mediator', 'reviewer', 'support'] as const)
      expect(entriesFor([role])).toContain(landingFor([role]));
  });

  /** The endpoint each page reads (or, for a page of admins' work, calls). */
  const PAGE_ENDPOINTS: Record<string, EndpointDefinition> = {
    '/work': adminWorkApi.queue,
    '/cases': mediationAdminApi.cases,
    '/realname-reviews': realNameAdminApi.submissions,
    '/feedback': feedbackAdminApi.find,
    '/mediation/deadlines': mediationAdminApi.deadlines,
    '/money/deposits': moneyAdminApi.deposits.list,
    '/money/withdrawals': moneyAdminApi.withdrawals.list,
    '/money/house': moneyAdminApi.house,
    '/money/check': moneyAdminApi.check,
    '/loans/applications': loansAdminApi.applications,
    '/loans/products': loansAdminApi.products,
    '/market/instruments': marketAdminApi.instruments,
    '/market/status': marketAdminApi.status,
    '/market/news': marketAdminApi.news,
    '/trading/settings': tradingAdminApi.settings,
    '/trading/orders': tradingAdminApi.orders,
    '/trading/positions': tradingAdminApi.positions,
    '/trading/exposure': tradingAdminApi.exposure,
    '/block-trading': blockTradingAdminApi.applications,
    '/ipo': ipoAdminApi.offerings,
    '/follow/institutions': followAdminApi.institutions,
    '/mining/products': miningAdminApi.products,
    '/mining/network': miningAdminApi.network,
    '/robots/products': robotsAdminApi.products,
    '/publishing/news': contentAdminApi.find,
    '/publishing/cases': contentAdminApi.find,
    '/publishing/plans': contentAdminApi.find,
    '/publishing/services': contentAdminApi.find,
    '/publishing/about-us': contentAdminApi.find,
    '/publishing/certificates': contentAdminApi.find,
    '/publishing/partners': contentAdminApi.find,
    '/announcements': inboxAdminApi.announcements,
    '/users': adminApi.findUsers,
    '/support': supportAdminApi.conversations,
    '/operators': adminApi.createOperator,
    '/invite-codes': adminApi.findInviteCodes,
    '/audit': adminApi.findAudit,
    '/mailbox': systemApi.findMails,
  };
  const sameRule = (caller: Caller) => (typeof caller === 'string' ? caller : [...caller.roles].sort().join(','));

  it("holds each entry to its page's endpoint rule in the registry", () => {
    const entries = navigation.flatMap(({ items }) => items);
    expect(entries.map((item) => item.to).sort()).toEqual(Object.keys(PAGE_ENDPOINTS).sort());
    for (const item of entries)
      expect([item.to, sameRule(item.caller)]).toEqual([item.to, sameRule(PAGE_ENDPOINTS[item.to]!.caller)]);
  });
});
