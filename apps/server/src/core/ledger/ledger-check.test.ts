// The ledger-wide check must notice what the database's own guards normally prevent.
import { type DbHandle, ledgerEntries, ledgerPostings, sql } from '@platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLedgerDb } from '../../testing/ledger-test-kit.ts';
import { houseAccountId } from './accounts.ts';
import { checkLedger } from './ledger-check.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openLedgerDb();
});
afterAll(() => handle.close());

describe('the ledger-wide check', () => {
  it('passes on an empty ledger and reports an unbalanced entry, a non-zero currency and a drifted balance', async () => {
    const db = handle.db;
    expect(await checkLedger(db)).toMatchObject({ ok: true, entries: 0, postings: 0, currencies: [] });
    const account = await houseAccountId(db, 'fee_income', 'EUR');
    // With the balance guard off for a moment, write what no code path can: one posting with no other side.
    await db.execute(sql`alter table ledger_postings disable trigger ledger_postings_balanced`);
    const [entry] = await db
      .insert(ledgerEntries)
      .values({ type: 'deposit', causeType: 'deposit', causeId: 0, actorKind: 'system', memo: 'broken on purpose' })
      .returning({ id: ledgerEntries.id });
    await db.insert(ledgerPostings).values({ entryId: entry!.id, accountId: account, currency: 'EUR', amount: '5.25' });
    await db.execute(sql`alter table ledger_postings enable trigger ledger_postings_balanced`);
    const check = await checkLedger(db);
    expect(check).toMatchObject({
      ok: false,
      entries: 1,
      postings: 1,
      currencies: [{ currency: 'EUR', sum: '5.25', ok: false }],
      unbalancedEntryIds: [entry!.id],
      driftedAccountIds: [account],
    });
  });
});
