import type { Currency, LedgerCheckView } from '@platform/contracts';

export type Finding =
  | { kind: 'currency'; currency: Currency; sum: string }
  | { kind: 'unbalancedEntries' | 'overdrawnAccounts' | 'driftedAccounts'; ids: number[] };

export interface Verdict {
  balanced: boolean;
  findings: Finding[];
}

/** Whether a decimal string is exactly zero ('0', '-0.000'). */
const isZero = (value: string) => /^[+-]?0*(\.0*)?$/.test(value.trim()) && value.trim() !== '';

/**
 * What the check found, read from every part of the answer rather than from its `ok` flag alone: a currency whose sum
 * is not zero fails even if the server marked it ok, and the ledger counts as balanced only when the server says so
 * and nothing at all was found.
 */
export function verdictOf(check: LedgerCheckView): Verdict {
  const findings: Finding[] = [];
  for (const row of check.currencies) {
    if (!row.ok || !isZero(row.sum)) findings.push({ kind: 'currency', currency: row.currency, sum: row.sum });
  }
  if (check.unbalancedEntryIds.length > 0) findings.push({ kind: 'unbalancedEntries', ids: check.unbalancedEntryIds });
  if (check.overdrawnAccountIds.length > 0)
    findings.push({ kind: 'overdrawnAccounts', ids: check.overdrawnAccountIds });
  if (check.driftedAccountIds.length > 0) findings.push({ kind: 'driftedAccounts', ids: check.driftedAccountIds });
  return { balanced: check.ok && findings.length === 0, findings };
}

/** Whether one currency's row passes: marked ok and summing to exactly zero. */
export const currencyBalances = (row: LedgerCheckView['currencies'][number]) => row.ok && isZero(row.sum);
