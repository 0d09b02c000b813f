import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { quoteWithdrawal } from './fees.ts';

/** GET /api/money/withdrawals/fee?method=&currency=&network=&amount=: the fee and the total that will be frozen. */
export async function getWithdrawalFeeRoute(app: FastifyInstance) {
  route(app, moneyApi.withdrawalFee, async ({ query }) => {
    const { method, currency, network, amount } = query;
    const quote = quoteWithdrawal(method, currency, network ?? null, amount);
    return ok({ currency, amount: quote.amount, fee: quote.fee, total: quote.total, rule: quote.rule });
  });
}
