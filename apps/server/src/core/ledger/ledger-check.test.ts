// The ledger-wide check must notice what the database's own guards normally prevent.
import { describe, expect, it } from 'vitest';
import { breakLedger, useLedgerDb } from '../../testing/ledger-test-kit.ts';
import { checkLedger } from './ledger-check.ts';

const t = useLedgerDb();

describe('the ledger-wide check', () => {
  it('passes on an empty ledger and reports an unbalanced entry, a non-zero currency and a drifted balance', async () => {
    const db = t.db;
    expect(await checkLedger(db)).toMatchObject({ ok: true, entries: 0, postings: 0, currencies: [] });
    // Written past the balance guard, what no code path can: one posting with no other side.
    const { entryId, accountId } = await breakLedger(db);
    const check = await checkLedger(db);
    expect(check).toMatchObject({
      ok: false,
      entries: 1,
      postings: 1,
      currencies: [{ currency: 'EUR', sum: '5.25', ok: false }],
      unbalancedEntryIds: [entryId],
      driftedAccountIds: [accountId],
    });
  });
});
