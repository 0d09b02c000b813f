// Institution follow (copy) investing (issue 17 §3). Institutions are house strategy accounts whose rules trade the
// simulated market through the same order engine; their equity is marked every run, and their track record (returns
// by period, drawdown, trades) is computed from those marks and trades. A follow order of 100 to 1,000,000 dollars
// for a stated period holds the amount in the user's trading account, is locked until its end date (stated before
// confirming), and settles at the institution's actual return over the period (end equity / start equity − 1),
// minus the disclosed management fee and profit share above the follower's high-water mark, as ledger entries.

import { listSort, reasonSchema } from './admin.ts';
import { FOLLOW_MESSAGES as F } from './messages-follow.ts';
import { idParam } from './money-api.ts';
import { z } from './zod.ts';

/** The spec: 'Follow-order amounts range from 100 to 1000000 dollars.' */
export const FOLLOW_LIMITS = {
  minAmount: '100',
  maxAmount: '1000000',
  /** Periods an operator may offer, in days. */
  minPeriodDays: 1,
  maxPeriodDays: 365,
  maxProfitSharePercent: '50',
  maxManagementFeePercent: '5',
} as const;

export const FOLLOW_STRATEGIES = ['trend', 'mean_reversion', 'index_tracker'] as const;
export type FollowStrategy = (typeof FOLLOW_STRATEGIES)[number];

/**
 * The spec's states: waiting confirmation (placed; it starts at the institution's next mark, which fixes its start
 * equity), to be settled (running until its end date), settled.
 */
export const FOLLOW_ORDER_STATUSES = ['waiting', 'running', 'settled'] as const;
export type FollowOrderStatus = (typeof FOLLOW_ORDER_STATUSES)[number];

const symbol = z.string().trim().toUpperCase().min(1).max(16);

/** Each strategy's rules as parameters; the institution's page states them in words. */
export const followParams = z.discriminatedUnion('strategy', [
  /** Long the symbol while its fast moving average of minute closes is above the slow one; flat otherwise. */
  z.object({
    strategy: z.literal('trend'),
    symbol,
    fastMinutes: z.coerce.number().int().min(2).max(240),
    slowMinutes: z.coerce.number().int().min(3).max(1440),
    /** Part of equity put in the position, percent. */
    exposurePercent: z.coerce.number().int().min(1).max(100),
  }),
  /** Buys when the price is `entryDeviations` standard deviations below its mean over `lookbackMinutes`; sells at the mean. */
  z.object({
    strategy: z.literal('mean_reversion'),
    symbol,
    lookbackMinutes: z.coerce.number().int().min(5).max(1440),
    entryDeviations: z.coerce.number().min(0.5).max(5),
    exposurePercent: z.coerce.number().int().min(1).max(100),
  }),
  /** Holds the symbols in equal parts of equity, rebalanced when a weight drifts more than `driftPercent`. */
  z.object({
    strategy: z.literal('index_tracker'),
    symbols: z
      .array(symbol)
      .min(1)
      .max(20)
      .refine((list) => new Set(list).size === list.length, { message: 'Each symbol once' }),
    driftPercent: z.coerce.number().int().min(1).max(50),
  }),
]);
export type FollowParams = z.infer<typeof followParams>;

const time = z.string();
const decimal = z.string();

/** Returns over the standard periods (percent, from the equity marks); null where the record is shorter. */
export const followReturns = z.object({
  day: decimal.nullable(),
  week: decimal.nullable(),
  month: decimal.nullable(),
  all: decimal.nullable(),
});

export const followInstitutionView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  params: followParams,
  /** Annual management fee, percent of the amount, pro rata over the period. */
  managementFeePercent: decimal,
  /** Percent of the profit above the follower's high-water mark. */
  profitSharePercent: decimal,
  periods: z.array(z.number().int()),
  minAmount: decimal,
  maxAmount: decimal,
  /** The record starts here: nothing before it is shown or invented. */
  recordSince: time,
  equity: decimal.nullable(),
  returns: followReturns,
  /** Largest fall from a peak of the equity marks, percent (negative or zero). */
  maxDrawdown: decimal.nullable(),
  trades: z.number().int(),
  active: z.boolean(),
});
export type FollowInstitutionView = z.infer<typeof followInstitutionView>;

/** One of the institution's recorded trades (its orders through the order engine). */
export const followTradeView = z.object({
  orderId: z.number().int(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number().int(),
  price: decimal,
  at: time,
  /** Realised P/L when the trade closed a position. */
  realizedPnl: decimal.nullable(),
});

export const followEquityPoint = z.object({ at: time, equity: decimal });

export const followInstitutionDetail = z.object({
  institution: followInstitutionView,
  /** Equity marks, thinned to at most 200 points. */
  equity: z.array(followEquityPoint),
  /** The latest trades, newest first. */
  recentTrades: z.array(followTradeView),
});
export type FollowInstitutionDetail = z.infer<typeof followInstitutionDetail>;

export const followOrderView = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  institutionName: z.string(),
  status: z.enum(FOLLOW_ORDER_STATUSES),
  amount: decimal,
  periodDays: z.number().int(),
  managementFeePercent: decimal,
  profitSharePercent: decimal,
  createdAt: time,
  startedAt: time.nullable(),
  /** Locked until then: it cannot be sold before (the spec's 'cannot be sold after placement'). */
  endsAt: time,
  startEquity: decimal.nullable(),
  /** The follower's high-water mark as a multiple of the start equity (1 = the start). */
  highWaterMark: decimal.nullable(),
  /** Live while running (from the latest mark), final once settled. */
  returnPercent: decimal.nullable(),
  grossPnl: decimal.nullable(),
  managementFee: decimal.nullable(),
  profitShare: decimal.nullable(),
  /** amount + grossPnl − fees: what the follower has (live) or received (settled). */
  value: decimal.nullable(),
  settledAt: time.nullable(),
});
export type FollowOrderView = z.infer<typeof followOrderView>;

export const followListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
/** The back office's institutions, sortable by name. */
export const FOLLOW_INSTITUTION_SORTS = ['name'] as const;
export const adminFollowListQuery = followListQuery.extend({ sort: listSort(FOLLOW_INSTITUTION_SORTS) });
export const followInstitutionParams = z.object({ id: idParam });
export const followOrderParams = z.object({ id: idParam });

const amount = z
  .string({ error: F.followAmountRange.en })
  .regex(/^\d+(\.\d{1,2})?$/, { message: F.followAmountRange.en })
  .refine((v) => Number(v) >= Number(FOLLOW_LIMITS.minAmount) && Number(v) <= Number(FOLLOW_LIMITS.maxAmount), {
    message: F.followAmountRange.en,
  });

/** POST /api/follow/institutions/:id/orders (Idempotency-Key). */
export const followOrderBody = z.object({
  amount,
  periodDays: z.coerce.number({ error: F.followChoosePeriod.en }).int({ message: F.followChoosePeriod.en }),
});
export type FollowOrderBody = z.input<typeof followOrderBody>;

/** GET /api/follow/institutions/:id/preview: what is held, the lock-up's end, the fees, shown before confirming. */
export const followPreviewView = z.object({
  amount: decimal,
  periodDays: z.number().int(),
  /** Held now from the trading account. */
  held: decimal,
  endsAt: time,
  managementFeePercent: decimal,
  /** amount × rate × days / 365: charged at settlement whatever the result. */
  managementFee: decimal,
  profitSharePercent: decimal,
  /** The follower's high-water mark on this institution (1 when none). */
  highWaterMark: decimal,
  available: decimal,
});
export type FollowPreviewView = z.infer<typeof followPreviewView>;

/* ---------- the back office ---------- */

export const followInstitutionBody = z.object({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(1000).default(''),
  params: followParams,
  managementFeePercent: z
    .string()
    .regex(/^\d(\.\d{1,2})?$/)
    .refine((v) => Number(v) <= Number(FOLLOW_LIMITS.maxManagementFeePercent)),
  profitSharePercent: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/)
    .refine((v) => Number(v) <= Number(FOLLOW_LIMITS.maxProfitSharePercent)),
  periods: z
    .array(z.coerce.number().int().min(FOLLOW_LIMITS.minPeriodDays).max(FOLLOW_LIMITS.maxPeriodDays))
    .min(1)
    .max(6)
    .refine((list) => new Set(list).size === list.length, { message: 'Each period once' }),
  active: z.boolean().default(true),
  reason: reasonSchema,
});
export type FollowInstitutionBody = z.input<typeof followInstitutionBody>;

export const adminFollowInstitutionView = followInstitutionView.extend({
  /** The house trading account the strategy trades from, and what it started with. */
  capital: decimal,
  followers: z.number().int(),
  /** Held across waiting and running orders now. */
  followed: decimal,
  createdAt: time,
  updatedAt: time,
});
export type AdminFollowInstitutionView = z.infer<typeof adminFollowInstitutionView>;

/** A follow order as the back office lists it: whose it is beside what the follower sees. */
export const adminFollowOrderView = followOrderView.extend({ userId: z.number().int(), userEmail: z.string() });
export type AdminFollowOrderView = z.infer<typeof adminFollowOrderView>;

/** Sandbox only: the order's period ends now and it settles at the latest mark. */
export const followSandboxBody = z.object({ reason: reasonSchema });
