import { moneyAdminApi, queueTopic } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { adminDepositRoutes } from './admin/admin-deposits.ts';
import { adminLedgerRoutes } from './admin/admin-ledger.ts';
import { adminWithdrawalRoutes } from './admin/admin-withdrawals.ts';
import { createTransferRoute } from './assets/create-transfer.ts';
import { findEntriesRoute } from './assets/find-entries.ts';
import { getAssetsRoute } from './assets/get-assets.ts';
import { getOptionsRoute } from './assets/get-options.ts';
import { bankCardRoutes } from './bank-cards/bank-cards.ts';
import { createBankDepositRoute } from './deposits/create-bank-deposit.ts';
import { findDepositsRoute } from './deposits/find-deposits.ts';
import { getDepositAddressRoute } from './deposits/get-deposit-address.ts';
import { sendChainPaymentRoute } from './deposits/send-chain-payment.ts';
import { securityRoutes } from './security/security-routes.ts';
import { statementRoutes } from './statements/statement-routes.ts';
import { createWithdrawalRoute } from './withdrawals/create-withdrawal.ts';
import { findWithdrawalsRoute } from './withdrawals/find-withdrawals.ts';
import { getWithdrawalFeeRoute } from './withdrawals/get-withdrawal-fee.ts';

/** The signed-in user's money (/api/money/...) and security center (/api/security/...). Each route's caller, limits and schemas come from its definition in contracts. */
export async function moneyRoutes(app: FastifyInstance) {
  await app.register(getAssetsRoute);
  await app.register(findEntriesRoute);
  await app.register(createTransferRoute);
  await app.register(getOptionsRoute);
  await app.register(getDepositAddressRoute);
  await app.register(createBankDepositRoute);
  await app.register(findDepositsRoute);
  await app.register(sendChainPaymentRoute);
  await app.register(bankCardRoutes);
  await app.register(getWithdrawalFeeRoute);
  await app.register(createWithdrawalRoute);
  await app.register(findWithdrawalsRoute);
  await app.register(statementRoutes);
  await app.register(securityRoutes);
}

/** The money back office (/api/admin/money/...), for admins and reviewers. */
export async function moneyAdminRoutes(app: FastifyInstance) {
  // The review queues' news: whoever may read a queue hears when a record arrives or is decided.
  app.newsFeed.allowCaller(queueTopic('deposits'), moneyAdminApi.deposits.list.caller);
  app.newsFeed.allowCaller(queueTopic('withdrawals'), moneyAdminApi.withdrawals.list.caller);
  await app.register(adminDepositRoutes);
  await app.register(adminWithdrawalRoutes);
  await app.register(adminLedgerRoutes);
}
