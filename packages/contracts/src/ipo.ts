// IPO (new-stock) subscriptions (issue 17 §1). Operators list offerings; users subscribe with funds frozen in their
// trading account (two-phase hold), and may change or withdraw until the deadline. At the deadline a published,
// reproducible allotment runs: pro-rata by lots, then a seeded lottery for the remaining lots, whose seed was
// committed (its SHA-256 shown) when the offering opened and is revealed after. Allotted shares become a position
// at the listing date and trade at simulator prices from then on; unallotted funds are released in full.

import { listSort, reasonSchema } from './admin.ts';
import { isoDateText, SECTORS, STOCK_EXCHANGES } from './market.ts';
import { IPO_MESSAGES as I } from './messages-ipo.ts';
import { DECIMAL_PATTERN } from './money.ts';
import { idParam } from './money-api.ts';
import { numberInput } from './number-input.ts';
import { TRADING_LIMITS } from './trading.ts';
import { z } from './zod.ts';

export const IPO_LIMITS = {
  maxSharesOffered: 1_000_000_000,
  maxLotSize: 10_000,
  maxPrice: '100000',
  maxFee: '1000',
  /** Annual financing rate, in percent. */
  maxFinancingRate: '50',
} as const;

/**
 * Where an offering stands, computed from its dates and what has run: before it opens, open (the spec's
 * 'purchasable'), past its deadline waiting for the allotment, allotted (waiting for the listing date), listed.
 */
export const IPO_PHASES = ['upcoming', 'purchasable', 'waiting_allotment', 'allotted', 'listed'] as const;
export type IpoPhase = (typeof IPO_PHASES)[number];

/**
 * A subscription's state: the spec's subscribed / waiting allotment, allotted (in full or in part: both amounts are
 * shown), not allotted; or withdrawn by the user before the deadline.
 */
export const IPO_SUBSCRIPTION_STATUSES = ['subscribed', 'withdrawn', 'allotted', 'not_allotted'] as const;
export type IpoSubscriptionStatus = (typeof IPO_SUBSCRIPTION_STATUSES)[number];

/** The trade app's three views (the spec's): open offerings, subscriptions waiting, and all of the user's. */
export const IPO_VIEWS = ['purchasable', 'subscribed', 'mine'] as const;
export type IpoView = (typeof IPO_VIEWS)[number];

const time = z.string();
const decimal = z.string();

/** An offering as users see it. Amounts in its currency (USD). */
export const ipoOfferingView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  company: z.string(),
  exchange: z.enum(STOCK_EXCHANGES),
  sector: z.enum(SECTORS),
  currency: z.literal('USD'),
  phase: z.enum(IPO_PHASES),
  priceLow: decimal,
  priceHigh: decimal,
  /** Set by operators within the range before the allotment; null while only the range is known. */
  finalPrice: decimal.nullable(),
  /** What a subscription freezes per share now: the final price, else the top of the range. */
  subscriptionPrice: decimal,
  lotSize: z.number().int(),
  sharesOffered: z.number().int(),
  /** Shares outstanding after the listing (market cap = shares × price once it trades). */
  sharesOutstanding: z.number().int(),
  /** subscriptionPrice × sharesOffered */
  amountRaised: decimal,
  /** A fixed handling fee per subscription, charged only when shares are allotted. */
  fee: decimal,
  opensAt: time,
  /** The deadline: subscriptions can be placed, changed or withdrawn until then. */
  closesAt: time,
  listingDate: isoDateText,
  prospectusDate: isoDateText,
  /** The prospectus, at /api/file/<name>; null until uploaded. */
  prospectusFile: z.string().nullable(),
  /** Financing, when offered: the annual rate (percent) on the financed part and the leverage (margin = 1/leverage). */
  financingRate: decimal.nullable(),
  financingLeverage: z.number().int().nullable(),
  /** SHA-256 of the lottery's seed, published when the offering opens. */
  seedHash: z.string(),
  /** After the deadline: lots requested by all subscriptions and lots offered (the subscription multiple is their ratio). */
  lotsRequested: z.number().int().nullable(),
});
export type IpoOfferingView = z.infer<typeof ipoOfferingView>;

/** A subscription as its owner sees it; the spec's fields, computed from the recorded subscription and allotment. */
export const ipoSubscriptionView = z.object({
  id: z.number().int(),
  /** The public reference in the published allotment. */
  reference: z.string(),
  offeringId: z.number().int(),
  symbol: z.string(),
  company: z.string(),
  phase: z.enum(IPO_PHASES),
  status: z.enum(IPO_SUBSCRIPTION_STATUSES),
  quantity: z.number().int(),
  /** The price frozen per share (the final price once set). */
  price: decimal,
  financed: z.boolean(),
  leverage: z.number().int(),
  /** quantity × price */
  total: decimal,
  fee: decimal,
  /** Financing interest (estimated while subscribed, charged at the allotment on the allotted part). */
  interest: decimal,
  allottedQuantity: z.number().int().nullable(),
  /** Paid at the allotment: the allotted shares' margin, the fee and the interest. */
  amountPaid: decimal,
  /** Frozen now and waiting for the allotment. */
  amountPending: decimal,
  /** Released back to the trading account. */
  amountReleased: decimal,
  /** The subscription (discounted) price per share and the actual cost per allotted share (fee and interest included). */
  discountedPrice: decimal,
  actualBuyPrice: decimal.nullable(),
  /** Set once the allotted shares became a position at the listing. */
  positionId: z.number().int().nullable(),
  createdAt: time,
  updatedAt: time,
  allottedAt: time.nullable(),
});
export type IpoSubscriptionView = z.infer<typeof ipoSubscriptionView>;

export const ipoOfferingDetail = z.object({
  offering: ipoOfferingView,
  /** The caller's subscription to it, if any (withdrawn ones are not shown here). */
  subscription: ipoSubscriptionView.nullable(),
});
export type IpoOfferingDetail = z.infer<typeof ipoOfferingDetail>;

export const ipoOfferingsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
/** The back office's offerings, sortable by symbol or by when the subscription closes. */
export const IPO_OFFERING_SORTS = ['symbol', 'closesAt'] as const;
export const adminIpoOfferingsQuery = ipoOfferingsQuery.extend({ sort: listSort(IPO_OFFERING_SORTS) });

export const ipoSubscriptionsQuery = z.object({
  /** `subscribed`: waiting for the allotment; `mine`: every subscription of the user, newest first. */
  view: z.enum(['subscribed', 'mine']).default('mine'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const ipoOfferingParams = z.object({ id: idParam });
export const ipoSubscriptionParams = z.object({ id: idParam });

const shareQuantity = numberInput(
  z
    .number({ error: I.ipoQuantityRange.en })
    .int({ message: I.ipoQuantityLots.en })
    .min(1, { message: I.ipoQuantityRange.en })
    .max(TRADING_LIMITS.maxQuantity, { message: I.ipoQuantityRange.en }),
);

const yes = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** POST /api/ipo/offerings/:id/subscriptions (Idempotency-Key): freezes quantity × price + fee (+ interest). */
export const ipoSubscribeBody = z.object({ quantity: shareQuantity, financing: yes.default(false) });
export type IpoSubscribeBody = z.input<typeof ipoSubscribeBody>;

/** POST /api/ipo/subscriptions/:id (Idempotency-Key): a new quantity; the hold is replaced. */
export const ipoChangeBody = z.object({ quantity: shareQuantity });
export type IpoChangeBody = z.input<typeof ipoChangeBody>;

/** GET /api/ipo/offerings/:id/preview: what a subscription of `quantity` would freeze, shown before confirming. */
export const ipoPreviewView = z.object({
  quantity: z.number().int(),
  lots: z.number().int(),
  price: decimal,
  financed: z.boolean(),
  leverage: z.number().int(),
  /** quantity × price */
  total: decimal,
  /** total / leverage: the part the user pays (all of it without financing) */
  margin: decimal,
  /** total − margin */
  financedAmount: decimal,
  /** financedAmount × rate × days from the deadline to the listing / 365 */
  interest: decimal,
  interestDays: z.number().int(),
  fee: decimal,
  /** margin + fee + interest: what is frozen now */
  frozen: decimal,
  /** The trading account's free funds now. */
  available: decimal,
  closesAt: time,
  listingDate: isoDateText,
});
export type IpoPreviewView = z.infer<typeof ipoPreviewView>;

/** One line of the published allotment: no names, only the subscription's reference. */
export const ipoAllotmentLine = z.object({
  reference: z.string(),
  requestedLots: z.number().int(),
  proRataLots: z.number().int(),
  /** HMAC-SHA256(seed, reference) in hex: the lottery's order (ascending) among those owed a fraction. */
  draw: z.string().nullable(),
  lotteryLots: z.number().int(),
  allottedLots: z.number().int(),
});

/** GET /api/ipo/offerings/:id/allotment: the inputs and result, enough to recompute it. */
export const ipoAllotmentView = z.object({
  offeringId: z.number().int(),
  seedHash: z.string(),
  /** Revealed after the allotment. */
  seed: z.string().nullable(),
  lotSize: z.number().int(),
  lotsOffered: z.number().int(),
  /** As the allotment counted them once it ran; before, the lots the waiting subscriptions request now. */
  lotsRequested: z.number().int(),
  price: decimal.nullable(),
  ranAt: time.nullable(),
  lines: z.array(ipoAllotmentLine),
});
export type IpoAllotmentView = z.infer<typeof ipoAllotmentView>;

/* ---------- the back office ---------- */

const priceInput = z
  .string({ error: I.ipoPriceRange.en })
  .regex(DECIMAL_PATTERN, { message: I.ipoPriceRange.en })
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= Number(IPO_LIMITS.maxPrice), {
    message: I.ipoPriceRange.en,
  });

const feeInput = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, { message: I.ipoPriceRange.en })
  .refine((v) => Number(v) <= Number(IPO_LIMITS.maxFee), { message: I.ipoPriceRange.en });

const instant = z.iso.datetime({ offset: true });

/** Create, or (before it opens) change an offering; the reason is recorded in the audit log. */
export const ipoOfferingBody = z
  .object({
    symbol: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{1,5}$/),
    company: z.string().trim().min(1).max(120),
    exchange: z.enum(STOCK_EXCHANGES),
    sector: z.enum(SECTORS),
    priceLow: priceInput,
    priceHigh: priceInput,
    finalPrice: priceInput.nullable().optional(),
    lotSize: numberInput(z.number().int().min(1).max(IPO_LIMITS.maxLotSize)),
    sharesOffered: numberInput(z.number().int().min(1).max(IPO_LIMITS.maxSharesOffered)),
    sharesOutstanding: numberInput(
      z
        .number()
        .int()
        .min(1)
        .max(100 * IPO_LIMITS.maxSharesOffered),
    ),
    opensAt: instant,
    closesAt: instant,
    listingDate: isoDateText,
    prospectusDate: isoDateText,
    prospectusFile: z.string().trim().max(200).nullable().optional(),
    fee: feeInput,
    financingRate: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/)
      .refine((v) => Number(v) <= Number(IPO_LIMITS.maxFinancingRate))
      .nullable()
      .optional(),
    // Coerced as before: the form sends an empty field as '', which must fail the range (a refinement the form shows with
    // the price range's) rather than the type; it is a whole-number multiplier, not money or a quantity.
    financingLeverage: z.coerce.number().int().min(2).max(TRADING_LIMITS.maxLeverage).nullable().optional(),
    reason: reasonSchema,
  })
  .superRefine((v, ctx) => {
    if (Number(v.priceLow) > Number(v.priceHigh))
      ctx.addIssue({ code: 'custom', path: ['priceHigh'], message: I.ipoPriceRange.en });
    if (
      v.finalPrice != null &&
      (Number(v.finalPrice) < Number(v.priceLow) || Number(v.finalPrice) > Number(v.priceHigh))
    )
      ctx.addIssue({ code: 'custom', path: ['finalPrice'], message: I.ipoFinalPriceOutsideRange.en });
    if (v.sharesOffered % v.lotSize !== 0)
      ctx.addIssue({ code: 'custom', path: ['sharesOffered'], message: I.ipoQuantityLots.en });
    if (v.sharesOutstanding < v.sharesOffered)
      ctx.addIssue({ code: 'custom', path: ['sharesOutstanding'], message: I.ipoQuantityRange.en });
    if (
      Date.parse(v.opensAt) >= Date.parse(v.closesAt) ||
      Date.parse(`${v.listingDate}T23:59:59Z`) <= Date.parse(v.closesAt)
    )
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: I.ipoWindowOrder.en });
    if ((v.financingRate == null) !== (v.financingLeverage == null))
      ctx.addIssue({ code: 'custom', path: ['financingLeverage'], message: I.ipoFinancingUnavailable.en });
  });
export type IpoOfferingBody = z.input<typeof ipoOfferingBody>;

/** Once open: only the final price (within the range, before the allotment) and the prospectus change. */
export const ipoOfferingPatchBody = z.object({
  finalPrice: priceInput.nullable().optional(),
  prospectusFile: z.string().trim().max(200).nullable().optional(),
  reason: reasonSchema,
});
export type IpoOfferingPatchBody = z.input<typeof ipoOfferingPatchBody>;

export const adminIpoOfferingView = ipoOfferingView.extend({
  subscriptions: z.number().int(),
  /** Frozen across waiting subscriptions now. */
  frozen: decimal,
  allottedAt: time.nullable(),
  listedAt: time.nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: time,
  updatedAt: time,
});
export type AdminIpoOfferingView = z.infer<typeof adminIpoOfferingView>;

/** Sandbox controls: close the subscription now (the allotment then runs), or bring the listing date to today. */
export const ipoSandboxBody = z.object({ reason: reasonSchema });

/** What the back office needs to know of this server: whether it runs as a sandbox (so the sandbox controls exist). */
