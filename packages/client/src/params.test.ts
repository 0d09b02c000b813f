import { describe, expect, it } from 'vitest';
import { dropNulls, requestKey, toQueryString } from './params.ts';

describe('request parameters', () => {
  it('drops null and undefined fields at every depth', () => {
    expect(dropNulls({ a: 1, b: null, c: undefined, d: { e: null, f: 'x' }, g: [{ h: null }] })).toEqual({
      a: 1,
      d: { f: 'x' },
      g: [{}],
    });
  });

  it('builds query strings without empty values', () => {
    expect(toQueryString({ dictType: 'currency_type', x: null, y: undefined })).toBe('?dictType=currency_type');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });

  it('treats the same parameters in another order as the same request', () => {
    expect(requestKey('POST', '/x', { a: 1, b: 2 })).toBe(requestKey('POST', '/x', { b: 2, a: 1 }));
    expect(requestKey('POST', '/x', { a: 1 })).not.toBe(requestKey('POST', '/x', { a: 2 }));
  });
});
