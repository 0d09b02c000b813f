// Cloud mining (issue 18 §2). Operators list products (a price per TH/s of hash rate for a term, an electricity price
// per TH/s per day, a pool, the mined coin). A user buys hash rate for the term (the hash-rate fee, paid in USDT from
// the funding account) and keeps a prepaid energy balance (a ledger account of its own, topped up from funding) that
// pays each period's electricity. Each settlement period pays, in the mined coin to the funding account:
//   payout = hashRate / networkHashRate × blockReward × blocks, rounded down to 8 decimals (the remainder is never paid)
// from a simulated network whose hash rate (and so its difficulty) drifts by a published, seeded rule. A period whose
// electricity the energy balance cannot pay is lost: it is not paid, the contract pauses ('Insufficient energy, stop
// mining') and resumes after a top-up; the term does not extend. The server computes every figure; the apps show them.

import { listSort, reasonSchema } from './admin.ts';
import { MINING_MESSAGES as M } from './messages-mining.ts';
import { idParam } from './money-api.ts';
import { numberInput } from './number-input.ts';
import { z } from './zod.ts';

/** The coins a product may mine (the simulated network is Bitcoin-like). */
export const MINING_COINS = ['BTC'] as const;
export type MiningCoin = (typeof MINING_COINS)[number];
/** Hash-rate fees, electricity and energy are in this currency. */
export const MINING_PAYMENT_CURRENCY = 'USDT' as const;
export const MINING_HASH_RATE_UNIT = 'TH/s' as const;

export const MINING_LIMITS = {
  /** Prices (per TH/s for the term; electricity per TH/s per day) in USDT, at most 6 decimals. */
  maxPrice: '1000000',
  priceDecimals: 6,
  maxTermDays: 3650,
  /** The largest hash rate one product may sell in one contract, TH/s (whole TH/s). */
  maxHashRate: 1_000_000,
  minTopUp: '0.000001',
  maxTopUp: '1000000',
  /** Payouts are rounded down to the coin's decimals. */
  payoutDecimals: 8,
} as const;

/**
 * A contract's state (the spec's): `locating` (searching for / locating a pool: bought, its first period has not
 * started), `mining`, `paused` (a period found too little energy: 'Insufficient energy, stop mining'; it resumes when
 * the energy balance covers a period again), `success` (every period of the term has passed: 'Mining successful'),
 * `failure` ('Mining failed': the operator withdrew the product before the contract's first period started, and the
 * hash-rate fee was refunded in full).
 */
export const MINING_CONTRACT_STATUSES = ['locating', 'mining', 'paused', 'success', 'failure'] as const;
export type MiningContractStatus = (typeof MINING_CONTRACT_STATUSES)[number];

/** A settled period: paid (electricity charged, coin paid) or lost (too little energy: nothing charged, nothing paid). */
export const MINING_PERIOD_OUTCOMES = ['paid', 'lost'] as const;
export type MiningPeriodOutcome = (typeof MINING_PERIOD_OUTCOMES)[number];

const time = z.string();
const decimal = z.string();

/** A product as users see it. */
export const miningProductView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  pool: z.string(),
  coin: z.enum(MINING_COINS),
  hashRateUnit: z.literal(MINING_HASH_RATE_UNIT),
  currency: z.literal(MINING_PAYMENT_CURRENCY),
  /** USDT per TH/s for the whole term: the hash-rate fee is hashRate × pricePerTh, paid once at purchase. */
  pricePerTh: decimal,
  /** USDT per TH/s per day, paid from the energy balance at each period. */
  electricityPerThDay: decimal,
  termDays: z.number().int(),
  /** termDays × 1440 / periodMinutes */
  periodsInTerm: z.number().int(),
  /** Whole TH/s a contract may buy. */
  minHashRate: z.number().int(),
  maxHashRate: z.number().int(),
  active: z.boolean(),
});
export type MiningProductView = z.infer<typeof miningProductView>;

/**
 * One period of the simulated network. networkHashRate = floor(baseHashRate × (1 + dailyGrowth × days since genesis)
 * × (1 + noise)), noise = (n mod 6001 − 3000) / 100000 where n is the draw's first 8 hex digits read as a number
 * (so within ±3 %), and draw = HMAC-SHA256(seed, periodIndex as text). difficulty = floor(networkHashRate × 10^12 ×
 * blockSeconds / 2^32).
 */
export const miningNetworkPeriodView = z.object({
  index: z.number().int(),
  startsAt: time,
  endsAt: time,
  /** TH/s, a whole number. */
  networkHashRate: decimal,
  difficulty: decimal,
  blockReward: decimal,
  blocks: z.number().int(),
  /** The noise as a decimal fraction (−0.03 to 0.03). */
  noise: decimal,
  /** HMAC-SHA256(seed, index) in hex. */
  draw: z.string(),
});
export type MiningNetworkPeriodView = z.infer<typeof miningNetworkPeriodView>;

/** The simulated network's published rule and its periods so far (the current one first, then past ones). */
export const miningNetworkView = z.object({
  coin: z.enum(MINING_COINS),
  /** SHA-256 of the seed, published when the network was created (before any period it drives). */
  seedHash: z.string(),
  /** Period 0 starts here; period i starts i × periodMinutes later. */
  genesisAt: time,
  periodMinutes: z.number().int(),
  blockSeconds: z.number().int(),
  /** periodMinutes × 60 / blockSeconds */
  blocksPerPeriod: z.number().int(),
  blockReward: decimal,
  /** TH/s at genesis. */
  baseHashRate: decimal,
  /** Fraction of baseHashRate added per day since genesis (the drift). */
  dailyGrowth: decimal,
  /** The noise's bound as a fraction (0.03 = ±3 %). */
  noiseBound: decimal,
  currentIndex: z.number().int(),
  /** Whether this server is a sandbox (so the settle-next-period-now control exists). */
  sandbox: z.boolean(),
  /** The current period and past ones, newest first (paged by the query). */
  periods: z.array(miningNetworkPeriodView),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MiningNetworkView = z.infer<typeof miningNetworkView>;

export const miningNetworkQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const miningParams = z.object({ id: idParam });

const hashRateInput = numberInput(
  z
    .number({ error: M.miningHashRateRange.en })
    .int({ message: M.miningHashRateRange.en })
    .min(1, { message: M.miningHashRateRange.en })
    .max(MINING_LIMITS.maxHashRate, { message: M.miningHashRateRange.en }),
);

/** GET /api/mining/products/:id/preview?hashRate= */
export const miningPreviewQuery = z.object({ hashRate: hashRateInput });
export type MiningPreviewQuery = z.input<typeof miningPreviewQuery>;

/** POST /api/mining/contracts (Idempotency-Key). */
export const miningPurchaseBody = z.object({ productId: idParam, hashRate: hashRateInput });
export type MiningPurchaseBody = z.input<typeof miningPurchaseBody>;

/** What a purchase would cost and pay, shown before confirming. Amounts in USDT unless named otherwise. */
export const miningPreviewView = z.object({
  productId: z.number().int(),
  hashRate: z.number().int(),
  /** hashRate × pricePerTh: paid now from the funding account. */
  price: decimal,
  /** hashRate × electricityPerThDay */
  electricityPerDay: decimal,
  /** electricityPerDay × periodMinutes / 1440, rounded up to 6 decimals: taken from the energy balance each period. */
  electricityPerPeriod: decimal,
  /** electricityPerPeriod × periodsInTerm: the energy the whole term needs. */
  electricityForTerm: decimal,
  periodsInTerm: z.number().int(),
  periodMinutes: z.number().int(),
  /** The first period starts at the network's next period boundary (locating a pool until then). */
  startsAt: time,
  endsAt: time,
  /** Estimate only: the formula at the current period's network hash rate; the real inputs drift. */
  estimate: z.object({
    networkIndex: z.number().int(),
    networkHashRate: decimal,
    blockReward: decimal,
    blocks: z.number().int(),
    /** Coin per period at those inputs, rounded down to 8 decimals. */
    payoutPerPeriod: decimal,
  }),
  fundingAvailable: decimal,
  energyBalance: decimal,
  /** Whether the funding account covers the price now. */
  affordable: z.boolean(),
});
export type MiningPreviewView = z.infer<typeof miningPreviewView>;

/** The prepaid energy balance: a ledger account of its own (kind `energy`, USDT). */
export const miningEnergyView = z.object({
  currency: z.literal(MINING_PAYMENT_CURRENCY),
  balance: decimal,
  /** The funding account's USDT available to top up from. */
  fundingAvailable: decimal,
  /** What the caller's running contracts (mining, paused or locating) take each period together. */
  perPeriodNeed: decimal,
  /** Whole periods the balance covers at that need; null when nothing is running. */
  periodsCovered: z.number().int().nullable(),
});
export type MiningEnergyView = z.infer<typeof miningEnergyView>;

const topUpAmount = z
  .string({ error: M.miningTopUpAmount.en })
  .regex(/^(0|[1-9]\d{0,6})(\.\d{1,6})?$/, { message: M.miningTopUpAmount.en })
  .refine((v) => Number(v) > 0 && Number(v) <= Number(MINING_LIMITS.maxTopUp), { message: M.miningTopUpAmount.en });

/** POST /api/mining/energy/top-ups (Idempotency-Key): funding USDT → energy. */
export const miningTopUpBody = z.object({ amount: topUpAmount });
export type MiningTopUpBody = z.input<typeof miningTopUpBody>;

/**
 * POST /api/mining/energy/refunds (Idempotency-Key): unused energy USDT → funding. Refused on the field above the
 * energy balance; running contracts then pause at the next period the balance cannot pay.
 */
export const miningEnergyRefundBody = z.object({
  amount: z
    .string({ error: M.miningEnergyRefundAmount.en })
    .regex(/^(0|[1-9]\d{0,6})(\.\d{1,6})?$/, { message: M.miningEnergyRefundAmount.en })
    .refine((v) => Number(v) > 0 && Number(v) <= Number(MINING_LIMITS.maxTopUp), {
      message: M.miningEnergyRefundAmount.en,
    }),
});
export type MiningEnergyRefundBody = z.input<typeof miningEnergyRefundBody>;

/** A contract as its owner sees it. */
export const miningContractView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  pool: z.string(),
  coin: z.enum(MINING_COINS),
  status: z.enum(MINING_CONTRACT_STATUSES),
  /** TH/s */
  hashRate: z.number().int(),
  /** As bought (later product changes do not touch it). */
  pricePerTh: decimal,
  electricityPerThDay: decimal,
  termDays: z.number().int(),
  periodMinutes: z.number().int(),
  /** The hash-rate fee paid, USDT. */
  price: decimal,
  /** Refunded in full when the contract failed (the product withdrawn before it started); else null. */
  refunded: decimal.nullable(),
  electricityPerPeriod: decimal,
  periodsInTerm: z.number().int(),
  periodsSettled: z.number().int(),
  periodsPaid: z.number().int(),
  periodsLost: z.number().int(),
  /** Coin paid so far (sum of the payouts). */
  mined: decimal,
  /** USDT of electricity charged so far. */
  electricityPaid: decimal,
  /** The network period index of the contract's first period. */
  firstNetworkIndex: z.number().int(),
  purchasedAt: time,
  startsAt: time,
  endsAt: time,
  /** When the next unsettled period ends; null once the contract is over. */
  nextPeriodEndsAt: time.nullable(),
  endedAt: time.nullable(),
});
export type MiningContractView = z.infer<typeof miningContractView>;

/** One settled period of a contract with every input of the formula. */
export const miningSettlementView = z.object({
  /** 1 … periodsInTerm */
  number: z.number().int(),
  networkIndex: z.number().int(),
  startsAt: time,
  endsAt: time,
  outcome: z.enum(MINING_PERIOD_OUTCOMES),
  hashRate: z.number().int(),
  networkHashRate: decimal,
  difficulty: decimal,
  blockReward: decimal,
  blocks: z.number().int(),
  draw: z.string(),
  /** hashRate / networkHashRate × blockReward × blocks, exact to 18 decimals (rounded down). */
  gross: decimal,
  /** gross rounded down to 8 decimals; 0 when lost. */
  payout: decimal,
  /** USDT taken from the energy balance; 0 when lost. */
  electricityFee: decimal,
  /** The energy balance before the period was charged. */
  energyBefore: decimal,
  settledAt: time,
});
export type MiningSettlementView = z.infer<typeof miningSettlementView>;

/** GET /api/mining/contracts/:id: the contract, its every settled period (oldest first), the network's rule. */
export const miningContractDetail = z.object({
  contract: miningContractView,
  settlements: z.array(miningSettlementView),
  network: miningNetworkView.omit({ periods: true, total: true, page: true, size: true }),
  energy: miningEnergyView,
});
export type MiningContractDetail = z.infer<typeof miningContractDetail>;

export const miningContractsQuery = z.object({
  status: z.enum(MINING_CONTRACT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/* ---------- the back office ---------- */

const priceInput = z
  .string({ error: M.miningPriceRange.en })
  .regex(/^(0|[1-9]\d{0,6})(\.\d{1,6})?$/, { message: M.miningPriceRange.en })
  .refine((v) => Number(v) > 0 && Number(v) <= Number(MINING_LIMITS.maxPrice), { message: M.miningPriceRange.en });

const hashRateLimit = numberInput(
  z
    .number({ error: M.miningHashRateLimits.en })
    .int({ message: M.miningHashRateLimits.en })
    .min(1, { message: M.miningHashRateLimits.en })
    .max(MINING_LIMITS.maxHashRate, { message: M.miningHashRateLimits.en }),
);

/** Create or change a product; changes apply to later purchases (contracts keep their terms). Audited. */
export const miningProductBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(500).default(''),
    pool: z.string().trim().min(1).max(80),
    coin: z.enum(MINING_COINS),
    pricePerTh: priceInput,
    electricityPerThDay: priceInput,
    termDays: numberInput(
      z
        .number({ error: M.miningTermRange.en })
        .int({ message: M.miningTermRange.en })
        .min(1, { message: M.miningTermRange.en })
        .max(MINING_LIMITS.maxTermDays, { message: M.miningTermRange.en }),
    ),
    minHashRate: hashRateLimit,
    maxHashRate: hashRateLimit,
    active: z.boolean().default(true),
    reason: reasonSchema,
  })
  .superRefine((v, ctx) => {
    if (v.minHashRate > v.maxHashRate)
      ctx.addIssue({ code: 'custom', path: ['maxHashRate'], message: M.miningHashRateLimits.en });
  });
export type MiningProductBody = z.input<typeof miningProductBody>;

/** Withdraw (or offer again) a product. Withdrawing refunds, in full, contracts whose first period has not started. */
export const miningProductActiveBody = z.object({ active: z.boolean(), reason: reasonSchema });
export type MiningProductActiveBody = z.input<typeof miningProductActiveBody>;

/** The back office's products, sortable by name, price per TH/s or term. */
export const MINING_PRODUCT_SORTS = ['name', 'pricePerTh', 'termDays'] as const;
export const adminMiningProductsQuery = z.object({ sort: listSort(MINING_PRODUCT_SORTS) });

export const adminMiningProductView = miningProductView.extend({
  contracts: z.number().int(),
  /** TH/s of contracts not yet ended. */
  hashRateRunning: z.number().int(),
  createdAt: time,
  updatedAt: time,
});
export type AdminMiningProductView = z.infer<typeof adminMiningProductView>;

/** The network as operators see it, with what the house has paid. */
export const adminMiningNetworkView = miningNetworkView.extend({
  /** Coin paid from the house `mining_rewards` account so far. */
  rewardsPaid: decimal,
  contractsRunning: z.number().int(),
  hashRateRunning: z.number().int(),
});
export type AdminMiningNetworkView = z.infer<typeof adminMiningNetworkView>;

export const adminMiningContractView = miningContractView.extend({ userId: z.number().int() });
export type AdminMiningContractView = z.infer<typeof adminMiningContractView>;

export const adminMiningContractsQuery = miningContractsQuery.extend({ userId: z.coerce.number().int().optional() });

/** Whether the server runs as a sandbox, and the settlement period length. */
export const miningAdminOptionsView = z.object({ sandbox: z.boolean(), periodMinutes: z.number().int() });
export type MiningAdminOptionsView = z.infer<typeof miningAdminOptionsView>;
