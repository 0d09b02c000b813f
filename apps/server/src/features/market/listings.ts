// Shared reads of the market routes: filtering the catalogue, pairing instruments with quotes, symbol errors.
import { CODES, type Instrument, type Listing } from '@platform/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Market } from './market-service.ts';

export interface InstrumentFilter {
  q?: string | undefined;
  class?: Instrument['class'] | undefined;
  exchange?: Instrument['exchange'] | undefined;
  group?: string | undefined;
}

/** Case-insensitive search in symbol and name, plus class, exchange and (futures') group filters. */
export function filterInstruments(instruments: Instrument[], filter: InstrumentFilter): Instrument[] {
  const term = filter.q?.trim().toLowerCase();
  return instruments.filter(
    (item) =>
      (!term || item.symbol.toLowerCase().includes(term) || item.name.toLowerCase().includes(term)) &&
      (!filter.class || item.class === filter.class) &&
      (!filter.exchange || item.exchange === filter.exchange) &&
      (!filter.group || (item.class === 'future' && item.group === filter.group)),
  );
}

export function listingOf(market: Market, instrument: Instrument): Listing {
  const quote = market.quote(instrument.symbol);
  if (!quote) throw AppError.notFound();
  return { instrument, quote };
}

export function unknownSymbol(symbols: string[], field = 'symbol', code: 400 | 404 = CODES.badRequest) {
  const message = `Unknown symbol: ${symbols.join(', ')}`;
  return new AppError(code, null, message, [{ field, message }]);
}

export function requireInstrument(market: Market, symbol: string, field = 'symbol'): Instrument {
  const instrument = market.instrument(symbol);
  if (!instrument) throw unknownSymbol([symbol], field, CODES.notFound);
  return instrument;
}

export const NO_STORE = 'no-store';
