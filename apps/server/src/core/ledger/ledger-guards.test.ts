// The database's own guard on entries: whatever the code above it does, a statement that leaves an entry's postings
// not summing to zero per currency is refused, and nothing of it stays.
import { eq, ledgerEntries, ledgerPostings } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { useLedgerDb } from '../../testing/ledger-test-kit.ts';
import { houseAccountId } from './accounts.ts';

const t = useLedgerDb();

async function entry() {
  const [row] = await t.db
    .insert(ledgerEntries)
    .values({ type: 'deposit', causeType: 'deposit', causeId: 0, actorKind: 'system', memo: 'guard' })
    .returning({ id: ledgerEntries.id });
  return row!.id;
}

describe('the balance guard on postings', () => {
  it('takes a balanced entry, and refuses one left unbalanced in a currency, whole', async () => {
    const clearing = await houseAccountId(t.db, 'chain_clearing', 'ETH');
    const income = await houseAccountId(t.db, 'fee_income', 'ETH');
    const other = await houseAccountId(t.db, 'fee_income', 'BTC');
    const balanced = await entry();
    await t.db.insert(ledgerPostings).values([
      { entryId: balanced, accountId: clearing, currency: 'ETH', amount: '-1.5' },
      { entryId: balanced, accountId: income, currency: 'ETH', amount: '1.5' },
    ]);
    const unbalanced = await entry();
    await expect(
      t.db.insert(ledgerPostings).values([
        { entryId: unbalanced, accountId: clearing, currency: 'ETH', amount: '-1.5' },
        { entryId: unbalanced, accountId: income, currency: 'ETH', amount: '1.4' },
      ]),
    ).rejects.toThrow();
    // Summing to zero overall is not enough: each currency balances on its own.
    await expect(
      t.db.insert(ledgerPostings).values([
        { entryId: unbalanced, accountId: clearing, currency: 'ETH', amount: '-1' },
        { entryId: unbalanced, accountId: other, currency: 'BTC', amount: '1' },
      ]),
    ).rejects.toThrow();
    expect(await t.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, unbalanced))).toEqual([]);
    expect(await t.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, balanced))).toHaveLength(2);
  });

  it('checks each statement: one side of an entry alone is refused even if a later statement would balance it', async () => {
    const clearing = await houseAccountId(t.db, 'chain_clearing', 'ETH');
    const income = await houseAccountId(t.db, 'fee_income', 'ETH');
    const id = await entry();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(ledgerPostings).values({ entryId: id, accountId: clearing, currency: 'ETH', amount: '-2' });
        await tx.insert(ledgerPostings).values({ entryId: id, accountId: income, currency: 'ETH', amount: '2' });
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, id))).toEqual([]);
  });
});
