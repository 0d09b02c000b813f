import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  CURRENCY_NETWORKS,
  isCrypto,
  isFiat,
  MONEY_LIMITS,
  moneyApi,
  PLATFORM_BANK,
  WITHDRAWAL_FEES,
} from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { chainHeight } from '../deposits/sandbox-chain.ts';

/** GET /api/money/options: what the deposit and withdrawal screens disclose — limits, fees, bank details, chain. */
export async function getOptionsRoute(app: FastifyInstance) {
  route(app, moneyApi.options, async ({ user }) =>
    ok({
      sandbox: app.config.sandbox,
      currencies: CURRENCIES.map((currency) => ({
        currency,
        decimals: CURRENCY_DECIMALS[currency],
        fiat: isFiat(currency),
        networks: isCrypto(currency) ? [...CURRENCY_NETWORKS[currency]] : [],
      })),
      minDeposit: MONEY_LIMITS.minDeposit,
      minWithdrawal: MONEY_LIMITS.minWithdrawal,
      requiredConfirmations: MONEY_LIMITS.requiredConfirmations,
      bankReviewMinutes: MONEY_LIMITS.bankReviewMinutes,
      withdrawalFees: [...WITHDRAWAL_FEES],
      bank: {
        bankName: PLATFORM_BANK.bankName,
        accountName: PLATFORM_BANK.accountName,
        accountNumber: PLATFORM_BANK.accountNumber,
        swift: PLATFORM_BANK.swift,
        reference: `${PLATFORM_BANK.referencePrefix}${user.id}`,
      },
      chain: { height: await chainHeight(app.db), blockIntervalMs: app.config.CHAIN_BLOCK_MS },
    }),
  );
}
