import { envelopeOf, feeQuoteQuery, feeQuoteView, MONEY_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { quoteWithdrawal } from './fees.ts';

/** GET /api/money/withdrawals/fee?method=&currency=&network=&amount=: the fee and the total that will be frozen. */
export const getWithdrawalFeeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MONEY_PATHS.withdrawalFee,
    { schema: { tags: ['money'], querystring: feeQuoteQuery, response: { 200: envelopeOf(feeQuoteView) } } },
    async (req) => {
      const { method, currency, network, amount } = req.query;
      const quote = quoteWithdrawal(method, currency, network ?? null, amount);
      return ok({ currency, amount: quote.amount, fee: quote.fee, total: quote.total, rule: quote.rule });
    },
  );
};
