// The load the crash test kills a server under: users moving money between their funding and trading accounts from
// several concurrent clients, and an operator approving pending bank deposits, every call with its own
// Idempotency-Key. Each attempt is recorded with how it ended, so the test can hold the restarted server to it.
import { moneyAdminApi, moneyApi, pathWith } from '@platform/contracts';
import { type Answer, newKey, request } from '../http-client.ts';

export type AttemptKind = 'transfer' | 'approval';

export interface Attempt {
  kind: AttemptKind;
  /** Whose money moves (the depositor of an approved deposit). */
  user: number;
  /** Who calls: the user's token for a transfer, the operator's for an approval. */
  token: string;
  path: string;
  body: Record<string, unknown>;
  key: string;
  /** The moved amount, as sent (a transfer) or as deposited (an approval). */
  amount: string;
  /** What the deposit approval decides. */
  depositId?: number;
  /**
   * acked: the server answered 200. refused: it answered something else. cut: no answer came, the request was in
   * flight when the process died (it may or may not have happened).
   */
  outcome: 'acked' | 'refused' | 'cut';
  answer?: Answer;
  error?: string;
}

export interface PendingDeposit {
  id: number;
  user: number;
  amount: string;
}

export interface LoadPlan {
  base: string;
  /** Each user's token, by user index. */
  users: string[];
  /** Concurrent transfer clients per user. */
  clientsPerUser: number;
  operatorToken: string;
  /** Approved one after another, with `approvalPauseMs` between, so the approvals span the load. */
  pendingDeposits: PendingDeposit[];
  approvalPauseMs: number;
}

const ANSWER_TIMEOUT_MS = 15_000;

/** 0.01 to 0.99, different from one call to the next, so amounts are checked too and never run a balance dry. */
const transferAmount = (n: number) => `0.${String(1 + ((n * 37) % 99)).padStart(2, '0')}`;

/**
 * Starts the load. `stop()` makes every client stop starting new calls (the caller kills the server right after);
 * `finished` resolves with every attempt once the calls still in flight have ended one way or the other.
 */
export function startMoneyLoad(plan: LoadPlan) {
  const attempts: Attempt[] = [];
  let stopping = false;

  const attempt = async (entry: Omit<Attempt, 'outcome' | 'key'>) => {
    const record: Attempt = { ...entry, key: newKey(), outcome: 'cut' };
    attempts.push(record);
    try {
      const answer = await request(plan.base, 'POST', record.path, {
        token: record.token,
        body: record.body,
        key: record.key,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      record.answer = answer;
      record.outcome = answer.status === 200 ? 'acked' : 'refused';
    } catch (error) {
      record.error = String(error);
    }
  };

  let sent = 0;
  const transferClient = async (user: number) => {
    while (!stopping) {
      const amount = transferAmount(sent++);
      await attempt({
        kind: 'transfer',
        user,
        token: plan.users[user]!,
        path: moneyApi.createTransfer.path,
        body: { from: 'funding', to: 'trading', currency: 'USD', amount },
        amount,
      });
    }
  };

  const operator = async () => {
    for (const deposit of plan.pendingDeposits) {
      if (stopping) return;
      await attempt({
        kind: 'approval',
        user: deposit.user,
        token: plan.operatorToken,
        path: pathWith(moneyAdminApi.deposits.approve.path, { id: deposit.id }),
        body: {},
        amount: deposit.amount,
        depositId: deposit.id,
      });
      await new Promise((resolve) => setTimeout(resolve, plan.approvalPauseMs));
    }
  };

  const clients = [
    operator(),
    ...plan.users.flatMap((_, user) => Array.from({ length: plan.clientsPerUser }, () => transferClient(user))),
  ];
  return {
    /** Every attempt so far; one still in flight reads as cut until it ends. */
    attempts: attempts as readonly Attempt[],
    stop() {
      stopping = true;
    },
    finished: Promise.all(clients).then(() => attempts),
  };
}
