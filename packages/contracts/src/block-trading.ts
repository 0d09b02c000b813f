// Block trading (issue 17 §2): a permission the user applies for and operators review, and house block offers per
// instrument priced within a disclosed band of the live last price. Operators set the band and the available size,
// never a price. A block order is a single transaction of at least BLOCK_TRADE_MIN_SHARES shares (the spec's
// 'large order' threshold), filled through the trading center's order engine and ledger.

import { listSort, reasonSchema } from './admin.ts';
import { BLOCK_TRADING_MESSAGES as B } from './messages-block-trading.ts';
import { TRADING_MESSAGES as T } from './messages-trading.ts';
import { idParam } from './money-api.ts';
import { numberInput } from './number-input.ts';
import { ORDER_SIDES, SETTLEMENT_CURRENCIES, TRADING_LIMITS } from './trading.ts';
import { orderView, positionView } from './trading-api.ts';
import { z } from './zod.ts';

/** The spec: 'A large (block) order is a single transaction of at least 10000 shares.' */
export const BLOCK_TRADE_MIN_SHARES = 10_000;

export const BLOCK_LIMITS = {
  /** The band an operator may set, in percent of the last price. */
  minBandPercent: '0.1',
  maxBandPercent: '10',
  maxAvailable: 10_000_000,
} as const;

/** The spec's states: not yet opened, apply for activation (the action), permissions under review; then the decision. */
export const BLOCK_PERMISSION_STATES = ['not_opened', 'under_review', 'approved', 'rejected'] as const;
export type BlockPermissionState = (typeof BLOCK_PERMISSION_STATES)[number];
export const BLOCK_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BlockApplicationStatus = (typeof BLOCK_APPLICATION_STATUSES)[number];

const time = z.string();
const decimal = z.string();

/** GET /api/block-trading/permission: the user's state, the reviewer's reason when rejected, and the KYC gate. */
export const blockPermissionView = z.object({
  state: z.enum(BLOCK_PERMISSION_STATES),
  reason: z.string().nullable(),
  appliedAt: time.nullable(),
  reviewedAt: time.nullable(),
  /** Applying needs a verified identity (KYC). */
  identityVerified: z.boolean(),
});
export type BlockPermissionView = z.infer<typeof blockPermissionView>;

/** A house block offer as the user sees it: both prices computed now from the live last price and the band. */
export const blockOfferView = z.object({
  symbol: z.string(),
  name: z.string(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  /** The live last price the offer is priced from. */
  last: decimal,
  /** In percent: the buy offer is last × (1 + band), the sell offer last × (1 − band), each kept inside the band. */
  bandPercent: decimal,
  /** The instrument's price step: both prices are whole ticks (blockPrices in trading.ts). */
  tickSize: decimal,
  buyPrice: decimal,
  sellPrice: decimal,
  /** Shares the house still offers. */
  available: z.number().int(),
  minQuantity: z.number().int(),
  lotSize: z.number().int(),
  leverages: z.array(z.number().int()),
  feeRate: decimal,
});
export type BlockOfferView = z.infer<typeof blockOfferView>;

export const blockOffersView = z.object({ rows: z.array(blockOfferView) });

const blockQuantity = numberInput(
  z
    .number({ error: T.addQuantity.en })
    .int({ message: T.quantityNotLots.en })
    .min(BLOCK_TRADE_MIN_SHARES, { message: B.blockBelowMinimum.en })
    .max(TRADING_LIMITS.maxQuantity, { message: T.quantityTooLarge.en }),
);

/** POST /api/block-trading/orders (Idempotency-Key): fills at once at the offer's price, or is refused. */
export const blockOrderBody = z.object({
  symbol: z.string().trim().min(1).max(16),
  side: z.enum(ORDER_SIDES),
  quantity: blockQuantity,
  leverage: numberInput(
    z
      .number({ error: T.chooseLeverage.en })
      .int({ message: T.chooseLeverage.en })
      .min(1, { message: T.chooseLeverage.en })
      .max(TRADING_LIMITS.maxLeverage, { message: T.chooseLeverage.en }),
  ),
});
export type BlockOrderBody = z.input<typeof blockOrderBody>;

/** GET /api/block-trading/preview: what the order would take now, shown before the user confirms. */
export const blockPreviewView = z.object({
  symbol: z.string(),
  side: z.enum(ORDER_SIDES),
  quantity: z.number().int(),
  leverage: z.number().int(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  last: decimal,
  bandPercent: decimal,
  /** The offer's price on this side now: the price the order fills at if placed now. */
  price: decimal,
  /** price × quantity */
  amount: decimal,
  margin: decimal,
  fee: decimal,
  /** margin + fee: what the order takes from free margin */
  total: decimal,
  freeMargin: decimal,
});
export type BlockPreviewView = z.infer<typeof blockPreviewView>;

export const blockOrderResult = z.object({ order: orderView, position: positionView, offer: blockOfferView });

/* ---------- the back office ---------- */

/** The review queue's sortable columns. */
export const BLOCK_APPLICATION_SORTS = ['userEmail', 'createdAt'] as const;
export const adminBlockApplicationsQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BLOCK_APPLICATION_STATUSES).optional()),
  sort: listSort(BLOCK_APPLICATION_SORTS),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminBlockApplicationsQuery = z.input<typeof adminBlockApplicationsQuery>;

export const adminBlockApplicationView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userEmail: z.string(),
  status: z.enum(BLOCK_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  reviewerId: z.number().int().nullable(),
  createdAt: time,
  reviewedAt: time.nullable(),
});
export type AdminBlockApplicationView = z.infer<typeof adminBlockApplicationView>;

export const blockApplicationParams = z.object({ id: idParam });

/** Approve, or reject with the reason the user sees (required). */
export const reviewBlockApplicationBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: z.string().trim().max(500).optional() }),
  z.object({ decision: z.literal('reject'), reason: reasonSchema }),
]);
export type ReviewBlockApplicationBody = z.input<typeof reviewBlockApplicationBody>;

const bandPercent = z
  .string({ error: B.blockBandRange.en })
  .regex(/^\d{1,2}(\.\d{1,2})?$/, { message: B.blockBandRange.en })
  .refine((v) => Number(v) >= Number(BLOCK_LIMITS.minBandPercent) && Number(v) <= Number(BLOCK_LIMITS.maxBandPercent), {
    message: B.blockBandRange.en,
  });

/** POST /api/admin/block-trading/offers: sets an instrument's band and available size (no price: it is computed). */
export const setBlockOfferBody = z.object({
  symbol: z.string().trim().min(1).max(16),
  bandPercent,
  available: numberInput(
    z
      .number({ error: B.blockAvailableRange.en })
      .int({ message: B.blockAvailableRange.en })
      .min(0, { message: B.blockAvailableRange.en })
      .max(BLOCK_LIMITS.maxAvailable, { message: B.blockAvailableRange.en }),
  ),
});
export type SetBlockOfferBody = z.input<typeof setBlockOfferBody>;

/** An offer as operators see it: what users see now, and who last changed it. */
export const adminBlockOfferView = blockOfferView.extend({
  updatedBy: z.number().int().nullable(),
  updatedAt: time,
});
export const adminBlockOffersView = z.object({ rows: z.array(adminBlockOfferView) });
export type AdminBlockOfferView = z.infer<typeof adminBlockOfferView>;
