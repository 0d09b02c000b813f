// The trading back office (issue 13 §4): settings per class (audited), orders and positions per user (read-only), and
// the house's exposure per instrument. No screen or call sets a price: fills come from the market data only.
import { listSort, reasonSchema } from './admin.ts';
import { TRADING_MESSAGES as T } from './messages-trading.ts';
import { pageFields } from './money-api.ts';
import {
  CLOSED_MARKET_POLICIES,
  ORDER_STATUSES,
  POSITION_STATES,
  SETTLEMENT_CURRENCIES,
  TRADING_CLASSES,
  TRADING_LIMITS,
} from './trading.ts';
import { orderView, positionView, tradingSettingsView } from './trading-api.ts';
import { z } from './zod.ts';

export const TRADING_ADMIN_ROLES = ['admin'] as const;
export const TRADING_VIEW_ROLES = ['admin', 'reviewer', 'support'] as const;

const fraction = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^(0|[1-9]\d*)(\.\d{1,6})?$/, { message })
    .refine((v) => Number(v) >= 0 && Number(v) <= max, { message });

export const tradingClassParams = z.object({ class: z.enum(TRADING_CLASSES) });

export const updateTradingSettingsBody = z
  .object({
    leverages: z
      .array(z.number().int().min(1).max(TRADING_LIMITS.maxLeverage), { error: T.chooseLeverages.en })
      .min(1, T.chooseLeverages.en)
      .max(8, T.chooseLeverages.en)
      .refine((list) => new Set(list).size === list.length, { message: T.chooseLeverages.en }),
    feeRate: fraction(T.enterRate.en, Number(TRADING_LIMITS.maxFeeRate)),
    marginCallLevel: fraction(T.enterLevel.en, 10).refine((v) => Number(v) > 0, { message: T.enterLevel.en }),
    stopOutLevel: fraction(T.enterLevel.en, 10).refine((v) => Number(v) > 0, { message: T.enterLevel.en }),
    closedMarket: z.enum(CLOSED_MARKET_POLICIES),
    reason: reasonSchema,
  })
  .superRefine((value, ctx) => {
    if (Number(value.stopOutLevel) >= Number(value.marginCallLevel)) {
      ctx.addIssue({ code: 'custom', path: ['stopOutLevel'], message: T.stopOutBelowCall.en });
    }
  });
export type UpdateTradingSettingsBody = z.input<typeof updateTradingSettingsBody>;

export const tradingSettingsListView = z.object({ classes: z.array(tradingSettingsView) });

/** The users' orders list's sortable columns (`user`: the name shown, or the e-mail). */
export const ADMIN_ORDER_SORTS = ['createdAt', 'user', 'symbol'] as const;
/** The users' positions list's sortable columns. */
export const ADMIN_POSITION_SORTS = ['openedAt', 'user', 'symbol'] as const;

export const adminOrdersQuery = z.object({
  userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  symbol: z.string().trim().min(1).max(16).optional(),
  sort: listSort(ADMIN_ORDER_SORTS),
  ...pageFields,
});
export const adminPositionsQuery = z.object({
  userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  state: z.enum(POSITION_STATES).optional(),
  symbol: z.string().trim().min(1).max(16).optional(),
  sort: listSort(ADMIN_POSITION_SORTS),
  ...pageFields,
});

export const adminOrderView = orderView.extend({ userId: z.number().int(), username: z.string() });
export const adminPositionView = positionView.extend({ userId: z.number().int(), username: z.string() });

/** Per instrument: what users hold long and short, and the house's side of it (the opposite of the net). */
export const exposureView = z.object({
  rows: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      currency: z.enum(SETTLEMENT_CURRENCIES),
      longQuantity: z.number().int(),
      shortQuantity: z.number().int(),
      netQuantity: z.number().int(),
      positions: z.number().int(),
      markPrice: z.string().nullable(),
      /** Users' floating P/L on the instrument at the mark: the house's is its opposite. */
      usersFloatingPnl: z.string().nullable(),
    }),
  ),
  time: z.number().int(),
});
