// The ledger-wide check: every currency sums to zero, every entry balances, no user account is below zero available,
// and every account's kept balance and frozen amount equal the sums of its postings and pending holds.
import type { Currency, LedgerCheckView } from '@platform/contracts';
import { type Db, sql } from '@platform/db';
import { Big } from './amounts.ts';

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export async function checkLedger(db: Db): Promise<LedgerCheckView> {
  const started = performance.now();
  const sums = rowsOf(
    (await db.execute(
      sql`select currency, sum(amount)::text as sum from ledger_postings group by currency order by currency`,
    )) as Rows<{ currency: string; sum: string }>,
  );
  const unbalanced = rowsOf(
    (await db.execute(
      sql`select distinct entry_id from (select entry_id from ledger_postings group by entry_id, currency
          having sum(amount) <> 0) u order by entry_id limit 20`,
    )) as Rows<{ entry_id: number }>,
  );
  const overdrawn = rowsOf(
    (await db.execute(
      sql`select id from ledger_accounts where user_id is not null and balance - frozen < 0 order by id limit 20`,
    )) as Rows<{ id: number }>,
  );
  const drifted = rowsOf(
    (await db.execute(
      sql`select a.id from ledger_accounts a
          left join (select account_id, sum(amount) as s from ledger_postings group by account_id) p on p.account_id = a.id
          left join (select account_id, sum(amount) as h from ledger_holds where status = 'pending' group by account_id) f
            on f.account_id = a.id
          where a.balance <> coalesce(p.s, 0) or a.frozen <> coalesce(f.h, 0)
          order by a.id limit 20`,
    )) as Rows<{ id: number }>,
  );
  const [counts] = rowsOf(
    (await db.execute(
      sql`select (select count(*) from ledger_entries)::int as entries, (select count(*) from ledger_postings)::int as postings`,
    )) as Rows<{ entries: number; postings: number }>,
  );
  const currencies = sums.map((row) => ({
    currency: row.currency as Currency,
    sum: new Big(row.sum).toString(),
    ok: new Big(row.sum).eq(0),
  }));
  return {
    ok: currencies.every((c) => c.ok) && unbalanced.length === 0 && overdrawn.length === 0 && drifted.length === 0,
    checkedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    entries: Number(counts?.entries ?? 0),
    postings: Number(counts?.postings ?? 0),
    currencies,
    unbalancedEntryIds: unbalanced.map((r) => Number(r.entry_id)),
    overdrawnAccountIds: overdrawn.map((r) => Number(r.id)),
    driftedAccountIds: drifted.map((r) => Number(r.id)),
  };
}
