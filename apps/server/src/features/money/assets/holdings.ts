// Where each amount of a user's money sits, from the ledger (issue 27 §3): every account's free part, its holds by
// what holds them, the user's share of the house accounts that keep money for them (IPO escrow) or lend it to them
// (the loan book). Each amount appears once, so per currency the lines add up to what the user is worth in it.
import {
  type BalanceView,
  type CauseType,
  CURRENCIES,
  type Currency,
  HOLDING_LINES,
  type HoldingLine,
  type HoldingView,
} from '@platform/contracts';
import { type Db, readAll, sql } from '@platform/db';
import { Big, show } from '../../../core/ledger/amounts.ts';

/** The line a hold shows on, by what caused it; a position's margin held for a robot shows as the robot's. */
const HOLD_LINES: Partial<Record<CauseType, HoldingLine>> = {
  withdrawal: 'withdrawals',
  ipo_subscription: 'ipoSubscriptions',
  order: 'orders',
  position: 'positions',
  follow_order: 'followOrders',
};

type Row = { line: string; currency: string; amount: string };

/** Held amounts of the user's accounts, by account, currency, cause, and whether a robot's position holds it. */
async function holdsOf(db: Db, userId: number) {
  const result = (await db.execute(sql`select a.currency, h.cause_type,
      (h.cause_type = 'position' and exists (select 1 from robot_positions rp
        where rp.position_id = h.cause_id and rp.handed_back_at is null)) as robot,
      sum(h.amount)::text as amount
    from ledger_holds h join ledger_accounts a on a.id = h.account_id
    where a.user_id = ${userId} and h.status = 'pending'
    group by 1, 2, 3`)) as unknown as {
    rows: { currency: string; cause_type: CauseType; robot: boolean; amount: string }[];
  };
  return result.rows.map(
    (r): Row => ({
      line: r.robot ? 'robots' : (HOLD_LINES[r.cause_type] ?? 'otherHolds'),
      currency: r.currency,
      amount: r.amount,
    }),
  );
}

/**
 * What the house's `kind` account holds for the user: the sum of its postings in entries caused by the user's own
 * records (`table`, by `causeType`). IPO escrow: paid at allotment, paid back at listing. Loan book: lent at payout,
 * paid back by the principal of each repayment (so it is minus the principal owed).
 */
async function houseShareOf(db: Db, userId: number, kind: string, causeType: CauseType, table: string) {
  const result = (await db.execute(sql`select a.currency, sum(p.amount)::text as amount
    from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.user_id is null and a.kind = ${kind}
    where e.cause_type = ${causeType}
      and e.cause_id in (select id from ${sql.identifier(table)} where user_id = ${userId})
    group by 1`)) as unknown as { rows: { currency: string; amount: string }[] };
  return result.rows;
}

/**
 * The user's holding lines, non-zero only, in HOLDING_LINES order per currency. `balances` are the user's accounts
 * (userBalances): their free parts are the funding, trading and energy lines.
 */
export async function userHoldings(db: Db, userId: number, balances: readonly BalanceView[]): Promise<HoldingView[]> {
  const [holds, escrow, lent] = await readAll(db, [
    () => holdsOf(db, userId),
    () => houseShareOf(db, userId, 'ipo_escrow', 'ipo_subscription', 'ipo_subscriptions'),
    () => houseShareOf(db, userId, 'loan_book', 'loan', 'loans'),
  ]);
  const rows: Row[] = [
    ...balances.map((b) => ({ line: b.account, currency: b.currency, amount: b.available })),
    ...holds,
    ...escrow.map((r) => ({ line: 'ipoEscrow', currency: r.currency, amount: r.amount })),
    // The loan book paid out −principal and took back +principal repaid: what is owed is its sum, negative.
    ...lent.map((r) => ({ line: 'loansOwed', currency: r.currency, amount: r.amount })),
  ];
  const sums = new Map<string, Big>();
  for (const r of rows) {
    const key = `${r.line} ${r.currency}`;
    sums.set(key, (sums.get(key) ?? new Big(0)).plus(r.amount));
  }
  return CURRENCIES.flatMap((currency: Currency) =>
    HOLDING_LINES.flatMap((line) => {
      const amount = sums.get(`${line} ${currency}`);
      return amount && !amount.eq(0) ? [{ line, currency, amount: show(amount, currency) }] : [];
    }),
  );
}
