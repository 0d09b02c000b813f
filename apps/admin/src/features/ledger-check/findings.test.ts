import type { LedgerCheckView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { currencyBalances, verdictOf } from './findings.ts';

const balanced: LedgerCheckView = {
  ok: true,
  checkedAt: '2026-11-21T04:00:00.000Z',
  durationMs: 12,
  entries: 3,
  postings: 7,
  currencies: [
    { currency: 'USD', sum: '0.00', ok: true },
    { currency: 'BTC', sum: '0', ok: true },
  ],
  unbalancedEntryIds: [],
  overdrawnAccountIds: [],
  driftedAccountIds: [],
};

describe('the ledger check verdict', () => {
  it('is balanced when the server says so and nothing was found', () => {
    expect(verdictOf(balanced)).toEqual({ balanced: true, findings: [] });
  });

  it('names each currency that does not sum to zero, with its sum', () => {
    const check = { ...balanced, ok: false, currencies: [{ currency: 'USD' as const, sum: '-0.01', ok: false }] };
    expect(verdictOf(check)).toEqual({
      balanced: false,
      findings: [{ kind: 'currency', currency: 'USD', sum: '-0.01' }],
    });
  });

  it('fails a currency whose sum is not zero even if it is marked ok, and then the whole ledger', () => {
    const row = { currency: 'EUR' as const, sum: '5', ok: true };
    expect(currencyBalances(row)).toBe(false);
    expect(verdictOf({ ...balanced, currencies: [row] }).balanced).toBe(false);
  });

  it('reports unbalanced entries, overdrawn and drifted accounts', () => {
    const check = {
      ...balanced,
      ok: false,
      unbalancedEntryIds: [4],
      overdrawnAccountIds: [9, 10],
      driftedAccountIds: [11],
    };
    expect(verdictOf(check).findings).toEqual([
      { kind: 'unbalancedEntries', ids: [4] },
      { kind: 'overdrawnAccounts', ids: [9, 10] },
      { kind: 'driftedAccounts', ids: [11] },
    ]);
  });

  it('never calls a ledger balanced that the server marked failed, even with no detail', () => {
    expect(verdictOf({ ...balanced, ok: false })).toEqual({ balanced: false, findings: [] });
  });

  it('treats "-0.000" as zero but not an empty sum', () => {
    expect(currencyBalances({ currency: 'ETH', sum: '-0.000', ok: true })).toBe(true);
    expect(currencyBalances({ currency: 'ETH', sum: '', ok: true })).toBe(false);
  });
});
