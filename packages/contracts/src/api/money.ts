// The signed-in user's money (issue 5 §2). Every money-moving POST is idempotent: it needs the `Idempotency-Key`
// header, and a retry with the same key and body gets the first answer again.
import { endpoint, perAccount, RAW_RESPONSE } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  assetsView,
  bankDepositBody,
  chainPaymentBody,
  depositAddressQuery,
  depositAddressView,
  depositsQuery,
  depositView,
  entriesQuery,
  moneyIdParams,
  moneyOptionsView,
  movementView,
  transferBody,
  transferResult,
} from '../money-api.ts';
import {
  bankCardView,
  bindCardBody,
  feeQuoteQuery,
  feeQuoteView,
  statementDownloadQuery,
  statementQuery,
  statementView,
  withdrawalBody,
  withdrawalsQuery,
  withdrawalView,
} from '../money-payouts.ts';
import { z } from '../zod.ts';

const user = { tag: 'money', caller: 'user' } as const;
const moneyMove = perAccount(20);
const statements = perAccount(30, { bucket: 'statement' });

export const moneyApi = {
  /** Available, frozen and total per account and currency. */
  assets: endpoint({ ...user, method: 'GET', path: '/money/assets', response: assetsView }),
  /** Every ledger movement of the user's accounts, newest first. */
  entries: endpoint({
    ...user,
    method: 'GET',
    path: '/money/entries',
    query: entriesQuery,
    response: pageOf(movementView),
  }),
  /** Between the user's funding and trading accounts, at once. */
  createTransfer: endpoint({
    ...user,
    method: 'POST',
    path: '/money/transfers',
    body: transferBody,
    response: transferResult,
    idempotent: true,
    rateLimit: perAccount(60),
  }),
  /** What the deposit and withdrawal screens disclose: currencies, networks, limits, fees, bank details, chain. */
  options: endpoint({ ...user, method: 'GET', path: '/money/options', response: moneyOptionsView }),
  /** The user's own deposit address for a currency on a network (made on first ask). */
  depositAddress: endpoint({
    ...user,
    method: 'GET',
    path: '/money/deposit/address',
    query: depositAddressQuery,
    response: depositAddressView,
  }),
  /** A bank transfer the user made, with its receipt: pending review, nothing credited until approved. */
  createBankDeposit: endpoint({
    ...user,
    method: 'POST',
    path: '/money/deposits/bank',
    body: bankDepositBody,
    response: depositView,
    idempotent: true,
    rateLimit: moneyMove,
    announces: 'queue.deposits',
  }),
  deposits: endpoint({
    ...user,
    method: 'GET',
    path: '/money/deposits',
    query: depositsQuery,
    response: pageOf(depositView),
  }),
  deposit: endpoint({
    ...user,
    method: 'GET',
    path: '/money/deposits/:id',
    params: moneyIdParams,
    response: depositView,
  }),
  /** Sandbox only (403 otherwise): a test payment to the user's own deposit address. */
  sendSandboxChainPayment: endpoint({
    ...user,
    method: 'POST',
    path: '/money/sandbox/chain-payments',
    body: chainPaymentBody,
    response: depositView,
    idempotent: true,
    rateLimit: moneyMove,
  }),
  bankCards: endpoint({ ...user, method: 'GET', path: '/money/bank-cards', response: z.array(bankCardView) }),
  /** Binds a Visa or Mastercard (Luhn-checked, shown masked). */
  bindBankCard: endpoint({
    ...user,
    method: 'POST',
    path: '/money/bank-cards',
    body: bindCardBody,
    response: bankCardView,
    rateLimit: moneyMove,
  }),
  /** Unbinds a card; answers with the remaining ones. */
  deleteBankCard: endpoint({
    ...user,
    method: 'POST',
    path: '/money/bank-cards/:id/delete',
    params: moneyIdParams,
    response: z.array(bankCardView),
    rateLimit: moneyMove,
  }),
  /** The exact fee and total the server will freeze for this amount. */
  withdrawalFee: endpoint({
    ...user,
    method: 'GET',
    path: '/money/withdrawals/fee',
    query: feeQuoteQuery,
    response: feeQuoteView,
  }),
  withdrawals: endpoint({
    ...user,
    method: 'GET',
    path: '/money/withdrawals',
    query: withdrawalsQuery,
    response: pageOf(withdrawalView),
  }),
  /** To a bound card or a crypto address, with the transaction password; amount + fee is frozen until review. */
  createWithdrawal: endpoint({
    ...user,
    method: 'POST',
    path: '/money/withdrawals',
    body: withdrawalBody,
    response: withdrawalView,
    idempotent: true,
    rateLimit: moneyMove,
    announces: 'queue.withdrawals',
  }),
  withdrawal: endpoint({
    ...user,
    method: 'GET',
    path: '/money/withdrawals/:id',
    params: moneyIdParams,
    response: withdrawalView,
  }),
  /** Opening balance, every movement, closing balance per account and currency for the period. */
  statement: endpoint({
    ...user,
    method: 'GET',
    path: '/money/statement',
    query: statementQuery,
    response: statementView,
    rateLimit: statements,
  }),
  /** The statement as a file (`format=csv|pdf`), named `statement-<from>-<to>.<csv|pdf>`. */
  statementDownload: endpoint({
    ...user,
    method: 'GET',
    path: '/money/statement/download',
    query: statementDownloadQuery,
    response: RAW_RESPONSE,
    rateLimit: statements,
  }),
} as const;
