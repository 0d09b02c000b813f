// One run of an institution's rules while its market is open: reads the minute closes it needs, decides by its
// strategy, and trades through the order desk like any account (origin 'institution', leverage 1, whole lots, at
// the quote's ask to buy and its bid to sell). Each fill or close is its own transaction; one the desk refuses
// (margin, a halt) is logged and the run goes on.
import type { FollowInstitutionRow } from '@platform/db';
import type { DeskTerms } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FollowDeps } from './follow-deps.ts';
import { type Holding, rebalance } from './strategies/index-tracker.ts';
import { meanReversionCall } from './strategies/mean-reversion.ts';
import { sharesFor } from './strategies/sizing.ts';
import { trendCall } from './strategies/trend.ts';

export const symbolsOf = (row: Pick<FollowInstitutionRow, 'params'>) =>
  row.params.strategy === 'index_tracker' ? row.params.symbols : [row.params.symbol];

export async function runStrategy(deps: FollowDeps, row: FollowInstitutionRow, now: Date): Promise<void> {
  const { db, desk } = deps;
  const symbols = symbolsOf(row);
  const quotes = new Map(symbols.map((s) => [s, desk.quote(s)]));
  if ([...quotes.values()].some((q) => q?.status !== 'open' || !q.ask || !q.bid)) return;
  // One read of the settings for all the symbols; one that cannot be traded refuses the run, as `terms` says why.
  const tradable = await desk.termsOf(db, symbols);
  const terms = new Map<string, DeskTerms>();
  for (const s of symbols) terms.set(s, tradable.get(s) ?? (await desk.terms(db, s)));
  const [account, positions] = await Promise.all([
    desk.account(db, row.userId, 'USD'),
    desk.openPositions(db, row.userId),
  ]);
  const heldIn = (symbol: string) => positions.filter((p) => p.symbol === symbol && p.side === 'buy');

  const attempt = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      deps.log.warn({ institutionId: row.id, what, refused: err.messageKey }, 'follow: the desk refused a trade');
    }
  };
  const buy = (symbol: string, quantity: number) =>
    quantity > 0
      ? attempt(`buy ${quantity} ${symbol}`, () =>
          db.transaction((tx) =>
            desk.fillAt(tx, row.userId, {
              symbol,
              side: 'buy',
              quantity,
              leverage: 1,
              price: quotes.get(symbol)!.ask!,
              origin: 'institution',
              chargeFee: true,
            }),
          ),
        )
      : Promise.resolve();
  /** Sells `quantity` (all when undefined) of what is held in `symbol`, oldest positions first. */
  const sell = async (symbol: string, quantity?: number) => {
    let left = quantity ?? Number.POSITIVE_INFINITY;
    for (const p of heldIn(symbol)) {
      if (left <= 0) break;
      const part = Math.min(p.quantity, left);
      left -= part;
      await attempt(`sell ${part} ${symbol}`, () =>
        db.transaction((tx) => desk.closeAt(tx, row.userId, p.id, part === p.quantity ? undefined : part)),
      );
    }
  };
  const sizeOf = (symbol: string, percent: number) => {
    const t = terms.get(symbol)!;
    return sharesFor(account.equity, percent, quotes.get(symbol)!.ask!, t.feeRate, t.lotSize);
  };

  const { params } = row;
  if (params.strategy === 'trend') {
    const call = trendCall(params, deps.bars.closes(params.symbol, params.slowMinutes, now.getTime()));
    const held = heldIn(params.symbol).length > 0;
    if (call === 'long' && !held) await buy(params.symbol, sizeOf(params.symbol, params.exposurePercent));
    if (call === 'flat' && held) await sell(params.symbol);
  } else if (params.strategy === 'mean_reversion') {
    const held = heldIn(params.symbol).length > 0;
    const closes = deps.bars.closes(params.symbol, params.lookbackMinutes, now.getTime());
    const call = meanReversionCall(params, closes, held);
    if (call === 'enter') await buy(params.symbol, sizeOf(params.symbol, params.exposurePercent));
    if (call === 'exit') await sell(params.symbol);
  } else {
    const holdings: Holding[] = params.symbols.map((symbol) => {
      const t = terms.get(symbol)!;
      const quote = quotes.get(symbol)!;
      return {
        symbol,
        quantity: heldIn(symbol).reduce((sum, p) => sum + p.quantity, 0),
        price: quote.bid!,
        buyPrice: quote.ask!,
        lotSize: t.lotSize,
        feeRate: t.feeRate,
      };
    });
    const moves = [...rebalance(params, account.equity, holdings)];
    // Sales first, so the purchases have the cash they free.
    for (const [symbol, delta] of moves) if (delta < 0) await sell(symbol, -delta);
    for (const [symbol, delta] of moves) if (delta > 0) await buy(symbol, delta);
  }
}
