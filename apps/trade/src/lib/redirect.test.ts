import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect.ts';

describe('after log-in redirects', () => {
  it('returns to a path inside the app', () => {
    expect(safeRedirect('/me')).toBe('/me');
    expect(safeRedirect('/settings?tab=1')).toBe('/settings?tab=1');
  });

  it('never leaves the app or loops back to the auth pages', () => {
    for (const target of ['https://evil.test', '//evil.test', '/\\evil.test', 'me', '', null, undefined, '/login']) {
      expect(safeRedirect(target)).toBe('/');
    }
    expect(safeRedirect('/register', '/me')).toBe('/me');
  });

  it('builds the log-in address with the way back', () => {
    expect(loginPathFor('/me')).toBe('/login?redirect=%2Fme');
    expect(loginPathFor('/')).toBe('/login');
  });
});
