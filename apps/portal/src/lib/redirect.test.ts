import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('the way back after log-in', () => {
  it('returns to a route inside the portal', () => {
    expect(safeRedirect('/home')).toBe('/home');
    expect(safeRedirect('/news/detail/7?from=list')).toBe('/news/detail/7?from=list');
  });

  it('never leaves the portal or loops back to log-in', () => {
    for (const target of ['https://evil.test', '//evil.test', '/\\evil.test', 'home', '', null, undefined]) {
      expect(safeRedirect(target)).toBe('/home');
    }
    expect(safeRedirect('/login')).toBe('/home');
    expect(safeRedirect('/login?redirect=%2Fhome')).toBe('/home');
  });

  it('builds the log-in route that leads back', () => {
    expect(loginPath('/apply')).toBe('/login?redirect=%2Fapply');
    expect(loginPath('//evil.test')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
