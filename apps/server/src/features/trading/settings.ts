// Trading settings per class: read when an order is placed (and copied onto it), changed only by admins (audited).
import {
  DEFAULT_TRADING_SETTINGS,
  TRADING_CLASSES,
  type TradingClass,
  type TradingSettingsView,
} from '@platform/contracts';
import { asc, type Db, eq, inArray, type TradingSettingsRow, tradingSettings } from '@platform/db';

/** Writes the defaults for any class without settings (a new installation); operators' changes are kept. */
export async function ensureTradingSettings(db: Db) {
  await db
    .insert(tradingSettings)
    .values(TRADING_CLASSES.map((c) => ({ class: c, ...DEFAULT_TRADING_SETTINGS[c] })))
    .onConflictDoNothing();
}

const defaultsOf = (instrumentClass: TradingClass): TradingSettingsRow => ({
  class: instrumentClass,
  ...DEFAULT_TRADING_SETTINGS[instrumentClass],
  updatedBy: null,
  updatedAt: new Date(0),
});

export async function settingsOf(db: Db, instrumentClass: TradingClass): Promise<TradingSettingsRow> {
  const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.class, instrumentClass));
  return row ?? defaultsOf(instrumentClass);
}

/** The settings of each of `classes`, from one read. */
export async function settingsOfClasses(
  db: Db,
  classes: readonly TradingClass[],
): Promise<Map<TradingClass, TradingSettingsRow>> {
  const wanted = [...new Set(classes)];
  const rows =
    wanted.length === 0 ? [] : await db.select().from(tradingSettings).where(inArray(tradingSettings.class, wanted));
  const byClass = new Map(rows.map((r) => [r.class, r]));
  return new Map(wanted.map((c) => [c, byClass.get(c) ?? defaultsOf(c)]));
}

export async function allSettings(db: Db): Promise<TradingSettingsRow[]> {
  return db.select().from(tradingSettings).orderBy(asc(tradingSettings.class));
}

export const settingsView = (row: TradingSettingsRow): TradingSettingsView => ({
  class: row.class,
  leverages: [...row.leverages].sort((a, b) => a - b),
  feeRate: row.feeRate,
  marginCallLevel: row.marginCallLevel,
  stopOutLevel: row.stopOutLevel,
  closedMarket: row.closedMarket,
  updatedAt: row.updatedAt.toISOString(),
});
