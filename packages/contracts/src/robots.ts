// AI trading robots (issue 18 §1). A catalogue of strategies (grid, DCA, trend, mean reversion) the user buys for good
// or rents for N days, paying the fee from the trading account (a `robot_fee` entry). Each purchase is one robot: it
// trades the product's instrument in the user's own trading account through the order engine (orders tagged
// 'robot'), within the allocation the user gives it (its open margin never exceeds it). Its income is the realised P/L
// of its own closed positions, with the unrealised P/L of its open ones shown apart, and its trade log is its orders.
// Before buying, a backtest over the simulator's recorded bars is shown, labelled as past simulated results.

import { listSort, reasonSchema } from './admin.ts';
import { ROBOT_MESSAGES as R } from './messages-robots.ts';
import { idParam, pageFields } from './money-api.ts';
import { numberInput } from './number-input.ts';
import { ORDER_SIDES, SETTLEMENT_CURRENCIES } from './trading.ts';
import { z } from './zod.ts';

export const ROBOT_STRATEGIES = ['grid', 'dca', 'trend', 'mean_reversion'] as const;
export type RobotStrategy = (typeof ROBOT_STRATEGIES)[number];

/** Bought for good, or rented for one of the product's periods (it stops on its expiry date, stated before paying). */
export const ROBOT_PLANS = ['perpetual', 'rental'] as const;
export type RobotPlan = (typeof ROBOT_PLANS)[number];

/** running: stepped by the server's job; paused: keeps its positions, places nothing; stopped: done with its positions. */
export const ROBOT_STATUSES = ['running', 'paused', 'stopped'] as const;
export type RobotStatus = (typeof ROBOT_STATUSES)[number];

/** Why a robot stopped: its owner stopped it, or its rental expired. */
export const ROBOT_STOP_REASONS = ['user', 'expired'] as const;
export type RobotStopReason = (typeof ROBOT_STOP_REASONS)[number];

/** What stopping does with the robot's open positions: close them at market, or hand them back to the user's own book. */
export const ROBOT_STOP_MODES = ['close', 'hand_back'] as const;
export type RobotStopMode = (typeof ROBOT_STOP_MODES)[number];

export const ROBOT_LIMITS = {
  maxAllocation: '1000000',
  maxGridLevels: 50,
  maxQuantity: 100_000,
  maxRentDays: 365,
  /** How often the server's job steps every running robot. */
  stepEveryMs: 15_000,
  /** Trade log lines returned with a robot (newest first). */
  tradeLogLimit: 200,
} as const;

const time = z.string();
const decimal = z.string();
const priceInput = z
  .string()
  .regex(/^(0|[1-9]\d{0,8})(\.\d{1,8})?$/)
  .refine((v) => Number(v) > 0);

/**
 * Each strategy's parameters (the product's instrument is fixed by the product). Quantities are order quantities in
 * the instrument's units, whole lots; orders are placed at leverage 1.
 */
const paramsOf = <W extends z.ZodType<number>>(whole: (number: z.ZodNumber) => W) => {
  const quantity = whole(z.number().int().min(1).max(ROBOT_LIMITS.maxQuantity));
  return z.discriminatedUnion('strategy', [
    /** Buys `quantityPerLevel` at each of `levels` equal steps of [lowerPrice, upperPrice] on the way down, sells one up. */
    z
      .object({
        strategy: z.literal('grid'),
        lowerPrice: priceInput,
        upperPrice: priceInput,
        levels: whole(z.number().int().min(2).max(ROBOT_LIMITS.maxGridLevels)),
        quantityPerLevel: quantity,
      })
      .refine((p) => Number(p.upperPrice) > Number(p.lowerPrice), {
        path: ['upperPrice'],
        message: R.robotGridRange.en,
      }),
    /** Buys `quantityPerBuy` every `intervalMinutes` (at most `maxBuys` held), sells all at `takeProfitPercent` up. */
    z.object({
      strategy: z.literal('dca'),
      intervalMinutes: z.coerce.number().int().min(1).max(1440),
      quantityPerBuy: quantity,
      maxBuys: whole(z.number().int().min(1).max(100)),
      takeProfitPercent: z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/)
        .refine((v) => Number(v) > 0),
    }),
    /** Holds `quantity` while the fast average of minute closes is above the slow one. */
    z
      .object({
        strategy: z.literal('trend'),
        fastMinutes: z.coerce.number().int().min(2).max(240),
        slowMinutes: z.coerce.number().int().min(3).max(1440),
        quantity,
      })
      .refine((p) => p.slowMinutes > p.fastMinutes, { path: ['slowMinutes'], message: R.robotSlowAboveFast.en }),
    /** Buys `quantity` at `entryDeviations` standard deviations below the mean of `lookbackMinutes` closes; sells at it. */
    z.object({
      strategy: z.literal('mean_reversion'),
      lookbackMinutes: z.coerce.number().int().min(5).max(1440),
      entryDeviations: z.coerce.number().min(0.5).max(5),
      quantity,
    }),
  ]);
};

/** The parameters as a request carries them: whole numbers as JSON numbers or plain decimal strings (numberInput). */
export const robotParams = paramsOf((number) => numberInput(number));
/**
 * The parameters as a response states them. A response is encoded through its schema, which numberInput's
 * preprocessing cannot be (every purchase, product and robot answered 500), so responses take plain numbers.
 */
export const robotParamsView = paramsOf((number) => number);
export type RobotParams = z.infer<typeof robotParams>;
export type RobotParamsInput = z.input<typeof robotParams>;

export const robotRentOption = z.object({ days: z.number().int(), fee: decimal });
export type RobotRentOption = z.infer<typeof robotRentOption>;

/** A robot in the catalogue. Fees and allocation in the instrument's settlement currency. */
export const robotProductView = z.object({
  id: z.number().int(),
  strategy: z.enum(ROBOT_STRATEGIES),
  name: z.string(),
  description: z.string(),
  symbol: z.string(),
  instrumentName: z.string(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  lotSize: z.number().int(),
  /** The trading fee rate of the instrument's class, charged on each of the robot's fills (decimal fraction). */
  tradingFeeRate: decimal,
  defaultParams: robotParamsView,
  /** One payment, the robot is the user's for good. */
  buyPrice: decimal,
  rentOptions: z.array(robotRentOption),
  minAllocation: decimal,
  active: z.boolean(),
});
export type RobotProductView = z.infer<typeof robotProductView>;

export const robotProductParams = z.object({ id: idParam });
/** The back office's products, sortable by name or instrument. */
export const ROBOT_PRODUCT_SORTS = ['name', 'symbol'] as const;
export const adminRobotProductsQuery = z.object({ sort: listSort(ROBOT_PRODUCT_SORTS) });
export const robotParamsOf = z.object({ id: idParam });

/* ---------- backtest ---------- */

/** POST /api/robots/products/:id/backtest: the product's defaults unless parameters or an allocation are given. */
export const robotBacktestBody = z.object({
  params: robotParams.optional(),
  allocation: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: R.robotAllocationFormat.en })
    .optional(),
});
export type RobotBacktestBody = z.input<typeof robotBacktestBody>;

export const robotBacktestTrade = z.object({
  at: time,
  side: z.enum(ORDER_SIDES),
  quantity: z.number().int(),
  price: decimal,
  fee: decimal,
  /** Realised P/L (after both fees) of a sale that closed a lot; null for a purchase. */
  realizedPnl: decimal.nullable(),
});

export const robotEquityPoint = z.object({ at: time, equity: decimal });

/**
 * The strategy replayed over the simulator's recorded minute bars (from, to), filling at each bar's close with the
 * instrument's fee rate. Past simulated results, not a promise: the screen says so (robotBacktestLabel).
 */
export const robotBacktestView = z.object({
  productId: z.number().int(),
  symbol: z.string(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  params: robotParamsView,
  allocation: decimal,
  from: time,
  to: time,
  bars: z.number().int(),
  trades: z.array(robotBacktestTrade),
  /** Realised P/L of the closed trades, after fees. */
  realizedPnl: decimal,
  /** What is still held, marked at the last close. */
  unrealizedPnl: decimal,
  fees: decimal,
  endEquity: decimal,
  /** (endEquity / allocation − 1) × 100. */
  returnPercent: decimal,
  /** Largest fall from a peak of the equity, percent (negative or zero). */
  maxDrawdownPercent: decimal,
  /** Equity after each bar, thinned to at most 200 points. */
  equity: z.array(robotEquityPoint),
});
export type RobotBacktestView = z.infer<typeof robotBacktestView>;

/* ---------- buying ---------- */

const allocation = z
  .string({ error: R.robotAllocationFormat.en })
  .regex(/^(0|[1-9]\d{0,6})(\.\d{1,2})?$/, { message: R.robotAllocationFormat.en })
  .refine((v) => Number(v) > 0 && Number(v) <= Number(ROBOT_LIMITS.maxAllocation), {
    message: R.robotAllocationFormat.en,
  });

/** GET /api/robots/products/:id/preview: what buying or renting takes, shown before confirming. */
export const robotPreviewQuery = z.object({
  plan: z.enum(ROBOT_PLANS, { error: R.robotChoosePlan.en }),
  /** The rental's days (one of the product's options); absent for a purchase. */
  days: z.coerce.number().int().min(1).max(ROBOT_LIMITS.maxRentDays).optional(),
  allocation,
});
export type RobotPreviewQuery = z.input<typeof robotPreviewQuery>;

export const robotPreviewView = z.object({
  productId: z.number().int(),
  plan: z.enum(ROBOT_PLANS),
  days: z.number().int().nullable(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  /** Charged now from the trading account (`robot_fee`). */
  fee: decimal,
  /** The rental stops the robot at this time; null when bought. */
  expiresAt: time.nullable(),
  /** The budget the robot's open margin may not exceed. */
  allocation: decimal,
  /** The trading account's free margin now, before the fee. */
  freeMargin: decimal,
  /** freeMargin − fee − allocation: must not be negative. */
  freeMarginAfter: decimal,
  /** The trading account's equity now (balance + floating P/L), before the fee. */
  equity: decimal,
  /** What the user's other robots (running or paused) have allocated in this currency. */
  allocated: decimal,
  /**
   * equity − fee − allocated: what this robot may still be allocated, since the allocations of all robots together may
   * not exceed the account's equity once the fee is paid. The allocation must not be above it.
   */
  availableToAllocate: decimal,
});
export type RobotPreviewView = z.infer<typeof robotPreviewView>;

/** POST /api/robots/products/:id/purchase (Idempotency-Key). */
export const robotPurchaseBody = robotPreviewQuery.extend({
  /** The product's defaults when absent. */
  params: robotParams.optional(),
  /** Start trading at once (default), or wait paused. */
  start: z.boolean().default(true),
});
export type RobotPurchaseBody = z.input<typeof robotPurchaseBody>;

/* ---------- the user's robots ---------- */

export const robotsQuery = z.object({
  status: z.enum(ROBOT_STATUSES).optional(),
  ...pageFields,
});
export type RobotsQuery = z.input<typeof robotsQuery>;

/** A robot (a purchase) as its owner sees it: the purchase history's line. Money in its currency. */
export const robotView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  strategy: z.enum(ROBOT_STRATEGIES),
  name: z.string(),
  symbol: z.string(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  plan: z.enum(ROBOT_PLANS),
  rentDays: z.number().int().nullable(),
  /** What the purchase or rental cost. */
  feePaid: decimal,
  purchasedAt: time,
  /** A rental stops on this time; null when bought. */
  expiresAt: time.nullable(),
  status: z.enum(ROBOT_STATUSES),
  stopReason: z.enum(ROBOT_STOP_REASONS).nullable(),
  stoppedAt: time.nullable(),
  params: robotParamsView,
  allocation: decimal,
  /** Margin of its open positions now. */
  marginInUse: decimal,
  /** Realised P/L of its closed positions, after their trading fees. */
  realizedPnl: decimal,
  /** Floating P/L of its open positions at the live quotes. */
  unrealizedPnl: decimal,
  /** Trading fees its orders paid (already inside realizedPnl for closed positions). */
  tradingFees: decimal,
  /** Its orders so far. */
  orders: z.number().int(),
  openPositions: z.number().int(),
  lastStepAt: time.nullable(),
  /**
   * Why its latest step placed nothing or less than asked (a message key of ROBOT_MESSAGES, with `noteParams`), or null.
   * For robotNoteRefused, `noteParams.reason` is the desk's refusal in English and `noteParams.reasonKey` its message key.
   */
  note: z.string().nullable(),
  noteParams: z.record(z.string(), z.string()).nullable(),
});
export type RobotView = z.infer<typeof robotView>;

/** One line of the trade log: an order of the robot's, and the close of its position when closed. */
export const robotTradeView = z.object({
  orderId: z.number().int(),
  positionId: z.number().int(),
  side: z.enum(ORDER_SIDES),
  quantity: z.number().int(),
  openPrice: decimal,
  openedAt: time,
  openFee: decimal,
  /** open, closed by the robot (or by the user's stop with 'close'), or handed back to the user. */
  state: z.enum(['open', 'closed', 'handed_back']),
  closePrice: decimal.nullable(),
  closedAt: time.nullable(),
  closeFee: decimal.nullable(),
  /** Of a closed position, after both fees. */
  realizedPnl: decimal.nullable(),
  /** Of an open position, at the live quote. */
  floatingPnl: decimal.nullable(),
  margin: decimal,
});
export type RobotTradeView = z.infer<typeof robotTradeView>;

export const robotDetail = z.object({
  robot: robotView,
  /** Newest first, at most ROBOT_LIMITS.tradeLogLimit; `tradeCount` is how many there are in all. */
  trades: z.array(robotTradeView),
  tradeCount: z.number().int(),
});
export type RobotDetail = z.infer<typeof robotDetail>;

/** POST /api/robots/mine/:id/stop (Idempotency-Key). */
export const robotStopBody = z.object({
  positions: z.enum(ROBOT_STOP_MODES, { error: R.robotChooseStopMode.en }),
});
export type RobotStopBody = z.input<typeof robotStopBody>;

/** What the trade app needs to know of this server: whether the sandbox's step-now control exists. */
export const robotOptionsView = z.object({ sandbox: z.boolean(), stepEveryMs: z.number().int() });
export type RobotOptionsView = z.infer<typeof robotOptionsView>;

/* ---------- the back office ---------- */

const feeInput = z.string().regex(/^(0|[1-9]\d{0,5})(\.\d{1,2})?$/);

/**
 * POST /api/admin/robots/products/:id: what operators may change of a product (its strategy and instrument stay).
 * Changes apply to later purchases; robots already bought keep what they were bought with.
 */
export const robotProductBody = z.object({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(1000).default(''),
  defaultParams: robotParams,
  buyPrice: feeInput,
  rentOptions: z
    .array(z.object({ days: z.coerce.number().int().min(1).max(ROBOT_LIMITS.maxRentDays), fee: feeInput }))
    .max(6)
    .refine((list) => new Set(list.map((o) => o.days)).size === list.length, { message: 'Each period once' }),
  minAllocation: feeInput,
  active: z.boolean(),
  reason: reasonSchema,
});
export type RobotProductBody = z.input<typeof robotProductBody>;

export const adminRobotProductView = robotProductView.extend({
  /** Robots bought of it, and how many are running now. */
  robots: z.number().int(),
  running: z.number().int(),
  createdAt: time,
  updatedAt: time,
});
export type AdminRobotProductView = z.infer<typeof adminRobotProductView>;
