// Price alerts (issue 33 §2): a user asks to be told when an instrument's last price reaches a level (at or above, at
// or below) or has moved by a percentage either way from the previous close its quote carries. Each alert fires once,
// evaluated on the server against every tick, and is told in the inbox (a toast on any screen) and, if asked, by e-mail.

import { ALERT_MESSAGES as M } from './messages-alerts.ts';
import { symbolSchema } from './symbol-schema.ts';
import { z } from './zod.ts';

export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** Waiting to fire, paused by its owner, or fired (once, for good). */
export const ALERT_STATES = ['active', 'paused', 'fired'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const ALERT_LIMITS = {
  /** Alerts a user may keep waiting (active or paused); fired ones do not count. */
  waiting: 50,
  percentMin: 0.1,
  percentMax: 100,
} as const;

/** A price level: digits with an optional fraction, above 0 (the instrument's tick is checked by the server). */
const levelText = z
  .string({ error: M.alertPriceInvalid.en })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,10})?$/, M.alertPriceInvalid.en)
  .refine((value) => Number(value) > 0, M.alertPriceInvalid.en);

/** A move in percent, either way, from 0.1 to 100 with at most 2 decimals. */
const percentInput = z
  .string({ error: M.alertPercentInvalid.en })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, M.alertPercentInvalid.en)
  .refine(
    (value) => Number(value) >= ALERT_LIMITS.percentMin && Number(value) <= ALERT_LIMITS.percentMax,
    M.alertPercentInvalid.en,
  );

/**
 * POST /api/alerts: `price` for `above` and `below`, `percent` for `move`; `email` also sends the notice by e-mail.
 * The other field, if sent, must be empty.
 */
export const alertCreateBody = z
  .object({
    symbol: symbolSchema,
    kind: z.enum(ALERT_KINDS, { error: M.alertKindMissing.en }),
    price: z.string().optional(),
    percent: z.string().optional(),
    email: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const [field, schema] =
      body.kind === 'move' ? (['percent', percentInput] as const) : (['price', levelText] as const);
    const checked = schema.safeParse(body[field] ?? '');
    if (!checked.success) ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message });
  })
  .transform((body) => ({
    symbol: body.symbol,
    kind: body.kind,
    /** The level (a price) or the move (a percentage). */
    threshold: (body.kind === 'move' ? body.percent : body.price)!.trim(),
    email: body.email,
  }));
export type AlertCreateInput = z.input<typeof alertCreateBody>;

export const alertParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const alertView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The level of an `above` or `below` alert, as entered (normalised to the tick's decimals). */
  price: z.string().nullable(),
  /** The move of a `move` alert, in percent. */
  percent: z.string().nullable(),
  email: z.boolean(),
  state: z.enum(ALERT_STATES),
  createdAt: z.string(),
  /** When it fired and the last price it fired at. */
  firedAt: z.string().nullable(),
  firedPrice: z.string().nullable(),
});
export type PriceAlert = z.infer<typeof alertView>;

export const alertsView = z.object({
  /** Waiting ones first (newest first), then fired ones (most recent first). */
  rows: z.array(alertView),
  /** How many are waiting (active or paused), against `limit`. */
  waiting: z.number().int(),
  limit: z.number().int(),
});
export type PriceAlerts = z.infer<typeof alertsView>;
