// The ledger-wide check: every currency sums to zero, every entry balances, no user account is below zero available,
// and every account's kept balance and frozen amount equal the sums of its postings and pending holds.
import type { Currency, LedgerCheckView } from '@platform/contracts';
import { type Db, sql } from '@platform/db';
import { Big } from './amounts.ts';

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export async function checkLedger(db: Db): Promise<LedgerCheckView> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // The per-entry grouping is the big one: give it the memory to hash a million groups instead of spilling to disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
    // One pass over the postings answers both "every currency sums to zero" and "every entry balances".
    const perCurrency = rowsOf(
      (await tx.execute(
        sql`with per_entry as (
              select entry_id, currency, sum(amount) as s, count(*) as n from ledger_postings group by entry_id, currency)
            select currency, sum(s)::text as sum, sum(n)::bigint as postings,
              (array_agg(entry_id order by entry_id) filter (where s <> 0))[1:20] as unbalanced
            from per_entry group by currency order by currency`,
      )) as Rows<{ currency: Currency; sum: string; postings: string | number; unbalanced: number[] | null }>,
    );
    const overdrawn = rowsOf(
      (await tx.execute(
        sql`select id from ledger_accounts where user_id is not null and balance - frozen < 0 order by id limit 20`,
      )) as Rows<{ id: number }>,
    );
    const drifted = rowsOf(
      (await tx.execute(
        sql`select a.id from ledger_accounts a
            left join (select account_id, sum(amount) as s from ledger_postings group by account_id) p on p.account_id = a.id
            left join (select account_id, sum(amount) as h from ledger_holds where status = 'pending' group by account_id) f
              on f.account_id = a.id
            where a.balance <> coalesce(p.s, 0) or a.frozen <> coalesce(f.h, 0)
            order by a.id limit 20`,
      )) as Rows<{ id: number }>,
    );
    const [counts] = rowsOf(
      (await tx.execute(sql`select count(*)::int as entries from ledger_entries`)) as Rows<{ entries: number }>,
    );
    const currencies = perCurrency.map((row) => ({
      currency: row.currency,
      sum: new Big(row.sum).toString(),
      ok: new Big(row.sum).eq(0),
    }));
    const unbalanced = perCurrency
      .flatMap((row) => row.unbalanced ?? [])
      .map(Number)
      .sort((a, b) => a - b)
      .slice(0, 20);
    return {
      ok: currencies.every((c) => c.ok) && unbalanced.length === 0 && overdrawn.length === 0 && drifted.length === 0,
      checkedAt: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
      entries: Number(counts?.entries ?? 0),
      postings: perCurrency.reduce((n, row) => n + Number(row.postings), 0),
      currencies,
      unbalancedEntryIds: [...new Set(unbalanced)],
      overdrawnAccountIds: overdrawn.map((r) => Number(r.id)),
      driftedAccountIds: drifted.map((r) => Number(r.id)),
    };
  });
}
