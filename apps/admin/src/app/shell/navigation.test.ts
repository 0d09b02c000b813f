import { describe, expect, it } from 'vitest';
import { shellText } from './i18n.ts';
import { activeGroup, navigation } from './navigation.ts';

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
});
