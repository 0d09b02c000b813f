// The money back office (issue 5 §3): review queues, a user's ledger, house balances, the ledger-wide check.
// Every action needs a reason (approvals: an optional note), is audited and shown to the user on the record.
// Approve / reject / reverse move money, so they take the `Idempotency-Key` header too.
import { listSort, reasonSchema } from './admin.ts';
import { DEPOSIT_METHODS, DEPOSIT_STATES, ENTRY_TYPES, HOUSE_ACCOUNT_KINDS, WITHDRAWAL_STATES } from './money.ts';
import { balanceView, currencySchema, depositView, isoDay, networkSchema, userAccountKindSchema } from './money-api.ts';
import { withdrawalView } from './money-payouts.ts';
import { z } from './zod.ts';

/** Roles that may use the money back office. */
export const MONEY_REVIEW_ROLES = ['admin', 'reviewer'] as const;

export const userIdParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const approveBody = z.object({ note: z.string().trim().max(500).optional() });
export const rejectBody = z.object({ reason: reasonSchema });
export const reverseBody = z.object({ reason: reasonSchema });

const userSummary = z.object({ userId: z.number().int(), email: z.string(), username: z.string().nullable() });

/** A review queue's sortable columns: when the request was made (amounts are in several currencies). */
export const REVIEW_QUEUE_SORTS = ['createdAt'] as const;

export const adminDepositsQuery = z.object({
  status: z.enum(DEPOSIT_STATES).optional(),
  method: z.enum(DEPOSIT_METHODS).optional(),
  userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: listSort(REVIEW_QUEUE_SORTS),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminDepositsQuery = z.input<typeof adminDepositsQuery>;
export const adminDepositView = depositView.extend({
  user: userSummary,
  /** the operator who decided, when an operator did */
  reviewerId: z.number().int().nullable(),
  /** the verifier's finding on the receipt, e.g. "receipt is a PNG image uploaded by the user" */
  verifierNote: z.string().nullable(),
});
export type AdminDepositView = z.infer<typeof adminDepositView>;

export const adminWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATES).optional(),
  userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: listSort(REVIEW_QUEUE_SORTS),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminWithdrawalsQuery = z.input<typeof adminWithdrawalsQuery>;
export const adminWithdrawalView = withdrawalView.extend({
  user: userSummary,
  reviewerId: z.number().int().nullable(),
  /**
   * A bank withdrawal's card holder beside the name the user's identity was verified under (null when not verified),
   * and whether they are the same person's name (sameHolderName); null for a withdrawal on chain.
   */
  holder: z
    .object({ cardName: z.string(), verifiedName: z.string().nullable(), matches: z.boolean() })
    .nullable()
    .default(null),
});
export type AdminWithdrawalView = z.infer<typeof adminWithdrawalView>;

export const adminUserMoneyView = z.object({ user: userSummary, balances: z.array(balanceView) });
export type AdminUserMoneyView = z.infer<typeof adminUserMoneyView>;

export const adminEntriesQuery = z.object({
  account: userAccountKindSchema.optional(),
  currency: currencySchema.optional(),
  type: z.enum(ENTRY_TYPES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminEntriesQuery = z.input<typeof adminEntriesQuery>;

export const houseBalancesView = z.object({
  accounts: z.array(
    z.object({
      kind: z.enum(HOUSE_ACCOUNT_KINDS),
      currency: currencySchema,
      network: networkSchema.nullable(),
      balance: z.string(),
    }),
  ),
  /** per currency, what all users' accounts hold (total and frozen) */
  customerTotals: z.array(z.object({ currency: currencySchema, total: z.string(), frozen: z.string() })),
});
export type HouseBalancesView = z.infer<typeof houseBalancesView>;

export const ledgerCheckView = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  durationMs: z.number().int(),
  entries: z.number().int(),
  postings: z.number().int(),
  /** per currency, the sum of every posting: must be 0 */
  currencies: z.array(z.object({ currency: currencySchema, sum: z.string(), ok: z.boolean() })),
  /** entries whose postings do not sum to zero per currency (ids, at most 20) */
  unbalancedEntryIds: z.array(z.number().int()),
  /** user accounts whose available balance is below zero (ids, at most 20) */
  overdrawnAccountIds: z.array(z.number().int()),
  /** accounts whose cached balance differs from the sum of their postings (ids, at most 20) */
  driftedAccountIds: z.array(z.number().int()),
});
export type LedgerCheckView = z.infer<typeof ledgerCheckView>;
