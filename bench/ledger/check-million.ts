// Fills a ledger with `entries` balanced entries by bulk SQL (two postings each, over 1,000 user accounts and the
// chain clearing account), brings the kept balances in line, and times the ledger-wide check over it.
import { type Db, sql } from '@platform/db';
import { ensureHouseAccounts } from '../../apps/server/src/core/ledger/accounts.ts';
import { checkLedger } from '../../apps/server/src/core/ledger/ledger-check.ts';

const ACCOUNTS = 1000;

export async function fillLedger(db: Db, entries: number) {
  await ensureHouseAccounts(db);
  // The per-row balance trigger is for single entries; the bulk rows below balance by construction (+x and −x).
  await db.execute(sql`alter table ledger_postings disable trigger ledger_postings_balanced`);
  await db.execute(sql`insert into users (email, password_hash)
    select 'bulk' || g || '@bench.local', 'bench-only' from generate_series(1, ${ACCOUNTS}) g`);
  await db.execute(sql`insert into ledger_accounts (user_id, kind, currency)
    select id, 'funding', 'USDT' from users where email like 'bulk%@bench.local'`);
  await db.execute(sql`insert into ledger_entries (id, type, cause_type, cause_id, actor_kind, memo, created_at)
    select g, 'deposit', 'deposit', g, 'system', 'Bulk deposit', now() - make_interval(secs => ${entries} - g)
    from generate_series(1, ${entries}) g`);
  await db.execute(sql`with accts as (
      select id, (row_number() over (order by id)) - 1 as rn from ledger_accounts
      where user_id is not null and kind = 'funding' and currency = 'USDT'),
    house as (select id from ledger_accounts where user_id is null and kind = 'chain_clearing' and currency = 'USDT'),
    e as (select g, ((g % 10000) + 1)::numeric / 100 as amount from generate_series(1, ${entries}) g)
    insert into ledger_postings (entry_id, account_id, currency, amount, created_at)
    select e.g, house.id, 'USDT', -e.amount, now() from e, house
    union all
    select e.g, accts.id, 'USDT', e.amount, now() from e join accts on accts.rn = e.g % ${ACCOUNTS}`);
  await db.execute(sql`alter table ledger_postings enable trigger ledger_postings_balanced`);
  await db.execute(sql`select setval(pg_get_serial_sequence('ledger_entries', 'id'), ${entries})`);
  await db.execute(sql`update ledger_accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_postings group by account_id) s
    where s.account_id = a.id`);
  await db.execute(sql`analyze`);
}

export async function timeCheck(db: Db) {
  await checkLedger(db);
  const started = performance.now();
  const result = await checkLedger(db);
  return { ...result, wallMs: performance.now() - started };
}
