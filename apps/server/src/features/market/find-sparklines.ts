import { marketApi, SPARKLINE_MAX_POINTS, type Sparkline } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { unknownSymbol } from './listings.ts';

/** Every `step`-th item counted back from the last, so the newest price is always the line's end. */
export function thinToLast<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = Math.ceil(items.length / max);
  return items.filter((_, i) => (items.length - 1 - i) % step === 0);
}

/**
 * GET /api/market/sparklines?symbols=AAPL,MSFT: the current (or latest) session's 1-minute closes of each symbol, in
 * the order asked, thinned to a few dozen points; any unknown symbol is a field error naming it. The last bar is
 * still forming, so caches keep the answer briefly, as for charts.
 */
export async function findSparklinesRoute(app: FastifyInstance) {
  route(app, marketApi.sparklines, async ({ query, reply }) => {
    const lines: Sparkline[] = [];
    const unknown: string[] = [];
    for (const symbol of query.symbols) {
      const quote = app.market.quote(symbol);
      const chart = quote && app.market.chart(symbol, 'intraday');
      if (!quote || !chart) {
        unknown.push(symbol);
        continue;
      }
      lines.push({
        symbol,
        tradingDate: quote.tradingDate,
        prevClose: quote.prevClose,
        closes: thinToLast(
          chart.bars.map((bar) => bar.close),
          SPARKLINE_MAX_POINTS,
        ),
        simulated: true,
      });
    }
    if (unknown.length > 0) throw unknownSymbol(unknown, 'symbols');
    reply.header('cache-control', 'public, max-age=5');
    return ok(lines);
  });
}
