import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not side by side', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],{"a":[]}]', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[[[" and \\' }), 1)).toBe(false);
    expect(nestsDeeperThan('["\\"", [[1]]]', 2)).toBe(true);
  });

  it('checks 50,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(50_000), 32)).toBe(true);
    expect(nestsDeeperThan('x'.repeat(1_000_000), 32)).toBe(false);
  });
});
