// What the trading center needs of the market: instruments, live quotes and session ends. The app passes its live
// market; scenario tests pass quotes they set, so every figure in a fixture is exact and repeatable.
import {
  type Instrument,
  isSettlementCurrency,
  isTradingClass,
  type Quote,
  type SettlementCurrency,
  type TradingClass,
} from '@platform/contracts';
import type { TradingSettingsRow } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export interface TradingMarket {
  instrument(symbol: string): Instrument | undefined;
  quote(symbol: string): Quote | undefined;
  sessionEnd(symbol: string, time: number): number | undefined;
}

export interface TradableInstrument {
  symbol: string;
  name: string;
  instrumentClass: TradingClass;
  currency: SettlementCurrency;
  lotSize: number;
  tickSize: string;
  multiplier: number;
}

/** The instrument if it can be ordered: tradable, of a trading class, priced in a settlement currency. */
export function tradableInstrument(market: TradingMarket, symbol: string): TradableInstrument {
  const instrument = market.instrument(symbol);
  if (!instrument?.tradable || !isTradingClass(instrument.class)) {
    throw AppError.badRequest('instrumentNotTradable', 'symbol');
  }
  if (!isSettlementCurrency(instrument.currency)) throw AppError.badRequest('currencyNotSettled', 'symbol');
  if (!Number.isInteger(instrument.multiplier)) throw AppError.badRequest('instrumentNotTradable', 'symbol');
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    instrumentClass: instrument.class,
    currency: instrument.currency,
    lotSize: instrument.lotSize,
    tickSize: instrument.tickSize,
    multiplier: instrument.multiplier,
  };
}

/**
 * What a new order copies from its instrument (all but the tick size, which only checks its price) and from its class's
 * settings: the terms it is held to, whatever changes later.
 */
export function orderTermsOf(
  instrument: TradableInstrument,
  settings: Pick<TradingSettingsRow, 'feeRate' | 'marginCallLevel' | 'stopOutLevel'>,
) {
  const { tickSize: _, ...copied } = instrument;
  const { feeRate, marginCallLevel, stopOutLevel } = settings;
  return { ...copied, feeRate, marginCallLevel, stopOutLevel };
}
