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
    expect(landingFor(['mediator'])).toBe('/cases');
    expect(landingFor(['reviewer'])).toBe('/realname-reviews');
    expect(landingFor(['support'])).toBe('/support');
    expect(landingFor(['support', 'admin'])).toBe('/users');
    // Each landing page is one the role sees in its menu.
    for (const role of ['admin', 'mediator', 'reviewer', 'support'] as const)
      expect(entriesFor([role])).toContain(landingFor([role]));
  });
});
