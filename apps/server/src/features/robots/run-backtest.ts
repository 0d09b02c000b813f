// POST /api/robots/products/:id/backtest: the product's strategy (its defaults, or the parameters given) replayed over
// the simulator's recorded minute bars of the last two days. Nothing is stored or traded.
import type { RobotBacktestView, robotBacktestBody, z } from '@platform/contracts';
import { Big } from '../../core/ledger/amounts.ts';
import { backtest } from './backtest.ts';
import { productRow, recentred } from './product-views.ts';
import { checkParams } from './purchase-terms.ts';
import type { RobotDeps } from './robots-deps.ts';

export const BACKTEST_DAYS = 2;
/** The allocation replayed when none is given. */
export const BACKTEST_ALLOCATION = '10000';

export async function runBacktest(
  deps: Pick<RobotDeps, 'db' | 'desk' | 'bars'>,
  productId: number,
  body: z.output<typeof robotBacktestBody>,
  now = new Date(),
): Promise<RobotBacktestView> {
  const { db, desk } = deps;
  const product = await productRow(db, productId);
  const terms = await desk.terms(db, product.symbol);
  const params = checkParams(
    product,
    body.params ?? recentred(product.defaultParams, desk, product.symbol, terms.tickSize),
    terms.lotSize,
  );
  const to = now.getTime();
  const bars = deps.bars.minutes(product.symbol, to - BACKTEST_DAYS * 86_400_000, to);
  const result = backtest({
    params,
    bars,
    allocation: new Big(body.allocation ?? BACKTEST_ALLOCATION).toFixed(2),
    feeRate: terms.feeRate,
    multiplier: desk.instrument(product.symbol)?.multiplier ?? 1,
  });
  return {
    productId: product.id,
    symbol: product.symbol,
    currency: product.currency,
    params,
    from: new Date(bars[0]?.time ?? to).toISOString(),
    to: new Date(bars[bars.length - 1]?.time ?? to).toISOString(),
    ...result,
  };
}
