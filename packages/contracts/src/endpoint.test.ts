import { describe, expect, it } from 'vitest';
import { callerAdmits } from './endpoint.ts';

describe('callerAdmits: the rule a screen shows its entries by, as the server enforces it', () => {
  it('admits anyone signed in to public and user endpoints', () => {
    expect(callerAdmits('public', [])).toBe(true);
    expect(callerAdmits('user', [])).toBe(true);
  });

  it('admits any operator (one role or more) to operator endpoints, and no customer', () => {
    expect(callerAdmits('operator', ['mediator'])).toBe(true);
    expect(callerAdmits('operator', [])).toBe(false);
  });

  it('admits to a role rule only an operator holding one of its roles', () => {
    const rule = { roles: ['admin', 'reviewer'] } as const;
    expect(callerAdmits(rule, ['reviewer'])).toBe(true);
    expect(callerAdmits(rule, ['mediator', 'admin'])).toBe(true);
    expect(callerAdmits(rule, ['mediator', 'support'])).toBe(false);
    expect(callerAdmits(rule, [])).toBe(false);
  });
});
