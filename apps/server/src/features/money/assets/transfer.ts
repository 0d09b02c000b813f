// Transfers between a user's own funding and trading accounts: one record and one balanced entry each, at once.
// Transfers that arrive together are written together (group commit) by one statement — the database function
// ledger_transfer_group (migration 0010): accounts locked once, each transfer checked in order, everything written
// set-based, each keyed transfer's answer kept with its key — so a group costs one round trip and one commit, and
// each transfer keeps its own result or refusal.
import {
  CODES,
  CURRENCY_DECIMALS,
  type Currency,
  type TransferResult,
  type UserAccountKind,
} from '@platform/contracts';
import { type Db, sql } from '@platform/db';
import { Big, show } from '../../../core/ledger/amounts.ts';
import {
  type GroupKind,
  type GroupOutcome,
  type KeyedInput,
  type KeyedOutcome,
  runOne,
} from '../../../core/ledger/group-commit.ts';
import { type IdempotentRequest, type StoredReply, storedError } from '../../../core/ledger/idempotency-records.ts';
import { rowsOf } from '../../../core/ledger/rows.ts';
import { AppError } from '../../../lib/app-error.ts';

export interface TransferInput {
  from: UserAccountKind;
  to: UserAccountKind;
  currency: Currency;
  amount: string;
}

export interface TransferRequest {
  userId: number;
  input: TransferInput;
}

const insufficientBalance = () => AppError.badRequest('insufficientBalance', 'amount');

/** How the database answers: the result, and the refusal kept for a key, as the idempotency runner keeps them. */
const ANSWERS = JSON.stringify({
  okStatus: CODES.ok,
  okMsgKey: 'transferDone',
  refusedStatus: CODES.badRequest,
  refused: storedError(insufficientBalance()),
});

type Answered = { ok: TransferResult } | { refused: true } | { kept: StoredReply };

/** One statement for the whole group, in the caller's transaction or as one of its own; answers in order. */
async function writeTransfers(
  db: Db,
  transfers: ReadonlyArray<TransferRequest & { request?: IdempotentRequest }>,
): Promise<Answered[]> {
  const requests = transfers.map(({ userId, input, request }) => {
    const amount = new Big(input.amount);
    return {
      user_id: userId,
      key: request?.key ?? null,
      scope: request?.scope ?? null,
      request_hash: request?.requestHash ?? null,
      from_kind: input.from,
      to_kind: input.to,
      currency: input.currency,
      amount: amount.toFixed(),
      shown: show(amount, input.currency),
      decimals: CURRENCY_DECIMALS[input.currency],
    };
  });
  const [row] = rowsOf<{ outcomes: Answered[] }>(
    await db.execute(
      sql`select ledger_transfer_group(${JSON.stringify(requests)}::jsonb, ${ANSWERS}::jsonb) as outcomes`,
    ),
  );
  if (row?.outcomes.length !== transfers.length) throw new Error('the transfer group answered the wrong number');
  return row.outcomes;
}

function outcomeOf(answered: Answered): KeyedOutcome<TransferResult> {
  if ('ok' in answered) return { ok: { msgKey: 'transferDone', data: answered.ok } };
  if ('refused' in answered) return { refused: insufficientBalance() };
  return answered;
}

/** The transfers in arrival order, in the caller's transaction; one refused for want of money leaves the rest. */
export async function transferGroup(
  tx: Db,
  requests: readonly TransferRequest[],
): Promise<GroupOutcome<TransferResult>[]> {
  const answered = await writeTransfers(tx, requests);
  return answered.map((one) => {
    const outcome = outcomeOf(one);
    if ('kept' in outcome) throw new Error('a transfer without a key was answered from a kept key');
    return outcome;
  });
}

/** Keyed transfers as one transaction of their own: each key already kept answered again, the rest written. */
async function writeKeyedTransfers(db: Db, items: readonly KeyedInput<TransferRequest>[]) {
  const answered = await writeTransfers(
    db,
    items.map(({ request, input }) => ({ ...input, request })),
  );
  return answered.map(outcomeOf);
}

/** How transfers join a group: up to 500 in one statement. */
export const transferKind: GroupKind<TransferRequest, TransferResult> = {
  runGroup: transferGroup,
  writeGroup: writeKeyedTransfers,
  maxSize: 500,
};

/** One transfer alone, in the caller's transaction; a refusal is thrown. */
export async function transferBetweenAccounts(tx: Db, userId: number, input: TransferInput): Promise<TransferResult> {
  return (await runOne(transferKind, tx, { userId, input })).data;
}
