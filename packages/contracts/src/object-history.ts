// One object's history: the audit entries about it (a case, a deposit, a user...), read on that object's page by whoever
// may read the object. The whole audit log stays with admins (issue 32 §4).
import { z } from 'zod';

/** The kinds of object whose page shows its history, by the audit's target type. */
export const HISTORY_TARGETS = [
  'user',
  'mediation_case',
  'real_name',
  'deposit',
  'withdrawal',
  'loan',
  'block_trade_application',
  'support_conversation',
  'instrument',
  'trading_class',
  'ipo_offering',
  'follow_order',
] as const;
export type HistoryTarget = (typeof HISTORY_TARGETS)[number];

export const objectHistoryQuery = z.object({
  targetType: z.enum(HISTORY_TARGETS),
  /** The one object; without it, every object of the type (the trading classes' settings). */
  targetId: z.string().trim().min(1).max(64).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ObjectHistoryQuery = z.input<typeof objectHistoryQuery>;
