import { describe, expect, it } from 'vitest';
import { inviteCodeFromLink, storeUrl } from './invite-code.ts';

describe('the invite code of a link', () => {
  it('keeps letters and digits, at most 20', () => {
    expect(inviteCodeFromLink('AB12cd')).toBe('AB12cd');
    expect(inviteCodeFromLink(' AB12. ')).toBe('AB12');
    expect(inviteCodeFromLink('<script>x</script>')).toBe('scriptxscript');
    expect(inviteCodeFromLink('A'.repeat(30))).toBe('A'.repeat(20));
  });

  it('is absent when nothing usable is left', () => {
    expect(inviteCodeFromLink(null)).toBeNull();
    expect(inviteCodeFromLink('')).toBeNull();
    expect(inviteCodeFromLink('-_-')).toBeNull();
  });
});

describe('store links', () => {
  it('shows only web addresses', () => {
    expect(storeUrl('https://apps.apple.com/app/id1')).toBe('https://apps.apple.com/app/id1');
    expect(storeUrl(null)).toBeNull();
    expect(storeUrl('')).toBeNull();
    expect(storeUrl('javascript:alert(1)')).toBeNull();
  });
});
