// The sandbox chain: per-user deposit addresses (format-valid for their network), payments that wait in a mempool,
// blocks made by a timer, and a credit to the user's funding account once a payment has the required confirmations.
import { randomBytes } from 'node:crypto';
import { type CryptoCurrency, MONEY_LIMITS, type Network } from '@platform/contracts';
import {
  and,
  chainAddresses,
  type Db,
  type DepositRow,
  deposits,
  eq,
  isNull,
  lte,
  sandboxChain,
  sql,
} from '@platform/db';
import { houseAccountId, userAccountId } from '../../../core/ledger/accounts.ts';
import { Big, show } from '../../../core/ledger/amounts.ts';
import { postEntry } from '../../../core/ledger/post-entry.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const pick = (alphabet: string, length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/** A fresh address in the network's format: TRON base58 `T…` (34), Ethereum `0x` + 40 hex, Bitcoin bech32 `bc1q…`. */
export function newAddress(network: Network): string {
  if (network === 'ERC20') return `0x${randomBytes(20).toString('hex')}`;
  if (network === 'TRC20') return `T${pick(BASE58, 33)}`;
  return `bc1q${pick(BECH32, 38)}`;
}

const QR_SCHEMES: Record<Network, string> = { ERC20: 'ethereum', TRC20: 'tron', BTC: 'bitcoin' };
export const qrTextOf = (network: Network, address: string) => `${QR_SCHEMES[network]}:${address}`;

export async function depositAddress(db: Db, userId: number, currency: CryptoCurrency, network: Network) {
  const where = and(
    eq(chainAddresses.userId, userId),
    eq(chainAddresses.currency, currency),
    eq(chainAddresses.network, network),
  );
  const [found] = await db.select({ address: chainAddresses.address }).from(chainAddresses).where(where).limit(1);
  if (found) return found.address;
  await db
    .insert(chainAddresses)
    .values({ userId, currency, network, address: newAddress(network) })
    .onConflictDoNothing();
  const [row] = await db.select({ address: chainAddresses.address }).from(chainAddresses).where(where).limit(1);
  return row!.address;
}

export async function chainHeight(db: Db): Promise<number> {
  const [row] = await db.select({ height: sandboxChain.height }).from(sandboxChain).where(eq(sandboxChain.id, 1));
  return row?.height ?? 0;
}

/** A payment to the user's own address, waiting in the mempool for the next block. */
export async function sendChainPayment(
  tx: Db,
  userId: number,
  payment: { currency: CryptoCurrency; network: Network; amount: string },
): Promise<DepositRow> {
  const address = await depositAddress(tx, userId, payment.currency, payment.network);
  const hash = randomBytes(32).toString('hex');
  const [row] = await tx
    .insert(deposits)
    .values({
      userId,
      method: 'chain',
      currency: payment.currency,
      network: payment.network,
      amount: payment.amount,
      address,
      txHash: payment.network === 'ERC20' ? `0x${hash}` : hash,
    })
    .returning();
  return row!;
}

/** Credits a deposit to the user's funding account against a clearing account, and marks it completed. */
export async function creditDeposit(
  tx: Db,
  deposit: DepositRow,
  actor: { kind: 'system' | 'operator'; id: number | null },
  clearing: 'bank_clearing' | 'chain_clearing',
  memo: string,
): Promise<number> {
  const currency = deposit.currency;
  const amount = new Big(deposit.amount);
  const entryId = await postEntry(tx, {
    type: 'deposit',
    causeType: 'deposit',
    causeId: deposit.id,
    actorKind: actor.kind,
    actorId: actor.id,
    memo,
    postings: [
      { accountId: await houseAccountId(tx, clearing, currency), amount: amount.neg() },
      { accountId: await userAccountId(tx, deposit.userId, 'funding', currency), amount },
    ],
  });
  return entryId;
}

/** Makes one block: includes the mempool, then credits every payment that now has the required confirmations. */
export async function mineBlock(db: Db): Promise<{ height: number; included: number; credited: number[] }> {
  return db.transaction(async (tx) => {
    const [chain] = await tx
      .update(sandboxChain)
      .set({ height: sql`${sandboxChain.height} + 1`, updatedAt: new Date() })
      .where(eq(sandboxChain.id, 1))
      .returning({ height: sandboxChain.height });
    const height = chain!.height;
    const included = await tx
      .update(deposits)
      .set({ blockHeight: height })
      .where(and(eq(deposits.method, 'chain'), eq(deposits.status, 'pending'), isNull(deposits.blockHeight)))
      .returning({ id: deposits.id });
    const due = await tx
      .select()
      .from(deposits)
      .where(
        and(
          eq(deposits.method, 'chain'),
          eq(deposits.status, 'pending'),
          lte(deposits.blockHeight, height - MONEY_LIMITS.requiredConfirmations + 1),
        ),
      )
      .orderBy(deposits.id)
      .for('update');
    const credited: number[] = [];
    for (const deposit of due) {
      const memo = `Deposit #${deposit.id}: ${show(deposit.amount, deposit.currency)} ${deposit.currency} on ${deposit.network}, tx ${deposit.txHash}`;
      const entryId = await creditDeposit(tx, deposit, { kind: 'system', id: null }, 'chain_clearing', memo);
      await tx
        .update(deposits)
        .set({ status: 'completed', entryId, completedAt: new Date() })
        .where(eq(deposits.id, deposit.id));
      credited.push(deposit.id);
    }
    return { height, included: included.length, credited };
  });
}
