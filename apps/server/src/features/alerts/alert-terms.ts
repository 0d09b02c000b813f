// What a new alert is checked against before it is stored: a listed instrument, a level in whole ticks on the side
// of the last price it waits for, a move larger than today's so far, so an alert never fires the moment it is made.
import type { AlertKind, Instrument, Quote } from '@platform/contracts';
import { Big } from '../../core/ledger/amounts.ts';
import { alertError } from './alerts-repo.ts';

/** What a check needs of the market: the instrument and its live quote. */
export interface AlertMarket {
  instrument(symbol: string): Instrument | undefined;
  quote(symbol: string): Quote | undefined;
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** The threshold to store (a level written with the tick's decimals), or a refusal naming the field. */
export function checkAlertTerms(
  market: AlertMarket,
  input: { symbol: string; kind: AlertKind; threshold: string },
): { threshold: string; quote: Quote } {
  const instrument = market.instrument(input.symbol);
  const quote = instrument ? market.quote(input.symbol) : undefined;
  if (!instrument || !quote) throw alertError('alertSymbolUnknown', 'symbol');
  const last = new Big(quote.last);
  if (input.kind === 'move') {
    const prevClose = new Big(quote.prevClose);
    if (prevClose.gt(0)) {
      const move = last.minus(prevClose).abs().times(100).div(prevClose);
      if (move.gte(input.threshold)) throw alertError('alertPercentReached', 'percent', { move: move.toFixed(2) });
    }
    return { threshold: new Big(input.threshold).toFixed(2), quote };
  }
  const level = new Big(input.threshold);
  if (!level.mod(instrument.tickSize).eq(0)) throw alertError('alertPriceTick', 'price', { tick: instrument.tickSize });
  if (input.kind === 'above' && !level.gt(last)) throw alertError('alertAboveLast', 'price', { last: quote.last });
  if (input.kind === 'below' && !level.lt(last)) throw alertError('alertBelowLast', 'price', { last: quote.last });
  return { threshold: level.toFixed(decimalsOf(instrument.tickSize)), quote };
}
