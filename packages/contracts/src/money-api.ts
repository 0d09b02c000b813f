// The money API (issue 5 §2): paths, requests and responses shared by the server and the trade app.
// Every money-moving POST needs the `Idempotency-Key` header (IDEMPOTENCY_HEADER): a retry with the same key and
// body gets the first response again; the same key with another body is refused with 409.
import { MONEY_MESSAGES as M } from './messages-money.ts';
import {
  CAUSE_TYPES,
  CRYPTO_CURRENCIES,
  CURRENCIES,
  CURRENCY_DECIMALS,
  type Currency,
  compareDecimals,
  DECIMAL_PATTERN,
  DEPOSIT_METHODS,
  DEPOSIT_STATES,
  decimalPlaces,
  ENTRY_TYPES,
  FIAT_CURRENCIES,
  MONEY_LIMITS,
  NETWORKS,
  networkCarries,
  REVIEWERS,
  TRANSFER_ACCOUNT_KINDS,
  USER_ACCOUNT_KINDS,
  WITHDRAWAL_METHODS,
} from './money.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

export const currencySchema = z.enum(CURRENCIES, { error: M.selectCurrency.en });
export const fiatCurrencySchema = z.enum(FIAT_CURRENCIES, { error: M.fiatOnly.en });
export const cryptoCurrencySchema = z.enum(CRYPTO_CURRENCIES, { error: M.selectCurrency.en });
export const networkSchema = z.enum(NETWORKS, { error: M.selectNetwork.en });
export const userAccountKindSchema = z.enum(USER_ACCOUNT_KINDS, { error: M.selectAccount.en });
export const transferAccountKindSchema = z.enum(TRANSFER_ACCOUNT_KINDS, { error: M.selectAccount.en });

/** A positive exact decimal as a string (`"12.50"`); its decimals are checked against the currency by `withAmount`. */
export const amountSchema = z
  .string({ error: M.enterAmount.en })
  .regex(DECIMAL_PATTERN, { message: M.enterAmount.en, abort: true })
  .refine((v) => compareDecimals(v, '0') > 0, { message: M.enterAmount.en, abort: true })
  .refine((v) => compareDecimals(v, MONEY_LIMITS.maxAmount) <= 0, { message: M.amountTooLarge.en, abort: true });

/** A signed decimal string as the server sends it (`"-12.50"`), with the currency's decimals. */
export const decimalString = z.string();

/** Adds the per-currency decimals check (and an optional minimum) to an object with `currency` and `amount`. */
export function checkAmount(
  value: { currency: Currency; amount: string },
  ctx: z.RefinementCtx,
  minimum?: { amount: string; message: string },
) {
  if (decimalPlaces(value.amount) > CURRENCY_DECIMALS[value.currency]) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amountTooManyDecimals.en });
  } else if (minimum && compareDecimals(value.amount, minimum.amount) < 0) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: minimum.message });
  }
}

export const checkNetwork = (value: { currency: string; network: string }, ctx: z.RefinementCtx) => {
  if (!networkCarries(value.currency, value.network)) {
    ctx.addIssue({ code: 'custom', path: ['network'], message: M.networkNotForCurrency.en });
  }
};

export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
export const moneyIdParams = z.object({ id: idParam });

export const pageFields = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** Calendar days in UTC, inclusive: `2026-11-01`. */
export const isoDay = z.iso.date();

// ---------------------------------------------------------------------------------------------------------------
// Assets and ledger movements

export const balanceView = z.object({
  account: userAccountKindSchema,
  currency: currencySchema,
  /** total − frozen */
  available: decimalString,
  /** held by pending withdrawals */
  frozen: decimalString,
  /** the ledger sum of the account */
  total: decimalString,
});
export type BalanceView = z.infer<typeof balanceView>;
/**
 * Where the user's money sits, each amount once (issue 27 §3): the free part of each account, what is held in it (by
 * what holds it), what the user paid that the house keeps for them (IPO escrow until listing) and, negative, the loan
 * principal they owe. Per currency, the lines add up to the account totals + IPO escrow − loans owed.
 */
export const HOLDING_LINES = [
  'funding',
  'trading',
  'energy',
  'withdrawals',
  'ipoSubscriptions',
  'ipoEscrow',
  'orders',
  'positions',
  'robots',
  'followOrders',
  'otherHolds',
  'loansOwed',
] as const;
export type HoldingLine = (typeof HOLDING_LINES)[number];
export const holdingView = z.object({
  line: z.enum(HOLDING_LINES),
  currency: currencySchema,
  /** Signed: a liability (loans owed) is negative. */
  amount: decimalString,
});
export type HoldingView = z.infer<typeof holdingView>;
/** Every (account, currency) pair, zero included, funding first; and every non-zero holding line. */
export const assetsView = z.object({ balances: z.array(balanceView), holdings: z.array(holdingView) });
export type AssetsView = z.infer<typeof assetsView>;

export const entriesQuery = z.object({
  account: userAccountKindSchema.optional(),
  currency: currencySchema.optional(),
  type: z.enum(ENTRY_TYPES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  ...pageFields,
});
export type EntriesQuery = z.input<typeof entriesQuery>;

/** One posting on one of the user's accounts: positive credits, negative debits. */
export const movementView = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  type: z.enum(ENTRY_TYPES),
  account: userAccountKindSchema,
  currency: currencySchema,
  amount: decimalString,
  causeType: z.enum(CAUSE_TYPES),
  causeId: z.number().int(),
  /** English description of the movement, e.g. "Withdrawal #12 to card **** 1111" */
  memo: z.string(),
  /** set on an entry that a later reversal undid */
  reversedByEntryId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MovementView = z.infer<typeof movementView>;

// ---------------------------------------------------------------------------------------------------------------
// Transfer between funding and trading

export const transferBody = z
  .object({
    from: transferAccountKindSchema,
    to: transferAccountKindSchema,
    currency: currencySchema,
    amount: amountSchema,
  })
  .superRefine((v, ctx) => {
    if (v.from === v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: M.sameAccount.en });
    checkAmount(v, ctx);
  });
export type TransferBody = z.input<typeof transferBody>;
export const transferResult = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  from: transferAccountKindSchema,
  to: transferAccountKindSchema,
  currency: currencySchema,
  amount: decimalString,
  createdAt: z.string(),
  /** the two balances after the transfer */
  balances: z.array(balanceView),
});
export type TransferResult = z.infer<typeof transferResult>;

// ---------------------------------------------------------------------------------------------------------------
// Deposits

export const feeRuleView = z.object({
  method: z.enum(WITHDRAWAL_METHODS),
  currency: currencySchema,
  network: networkSchema.nullable(),
  rate: decimalString,
  minimum: decimalString,
});
export const moneyOptionsView = z.object({
  sandbox: z.boolean(),
  currencies: z.array(
    z.object({
      currency: currencySchema,
      decimals: z.number().int(),
      fiat: z.boolean(),
      networks: z.array(networkSchema),
    }),
  ),
  minDeposit: decimalString,
  minWithdrawal: decimalString,
  requiredConfirmations: z.number().int(),
  bankReviewMinutes: z.number().int(),
  withdrawalFees: z.array(feeRuleView),
  bank: z.object({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    swift: z.string(),
    /** what the user writes as the transfer's reference, e.g. `DEP-100001` */
    reference: z.string(),
  }),
  /** the sandbox chain: current height and block interval */
  chain: z.object({ height: z.number().int(), blockIntervalMs: z.number().int() }),
});
export type MoneyOptionsView = z.infer<typeof moneyOptionsView>;

export const depositAddressQuery = z
  .object({ currency: cryptoCurrencySchema, network: networkSchema })
  .superRefine(checkNetwork);
export const depositAddressView = z.object({
  currency: cryptoCurrencySchema,
  network: networkSchema,
  address: z.string(),
  /** what the QR code encodes (`<scheme>:<address>`) */
  qrText: z.string(),
  minDeposit: decimalString,
  requiredConfirmations: z.number().int(),
});
export type DepositAddressView = z.infer<typeof depositAddressView>;

export const bankDepositBody = z
  .object({
    currency: fiatCurrencySchema,
    amount: amountSchema,
    /** the path `/api/file/uploadOne` returned for the user's receipt image */
    receiptPath: z.string({ error: M.uploadCredentials.en }).trim().min(1, M.uploadCredentials.en).max(300),
  })
  .superRefine((v, ctx) => checkAmount(v, ctx, { amount: MONEY_LIMITS.minDeposit, message: M.belowMinimumDeposit.en }));
export type BankDepositBody = z.input<typeof bankDepositBody>;

export const chainPaymentBody = z
  .object({ currency: cryptoCurrencySchema, network: networkSchema, amount: amountSchema })
  .superRefine((v, ctx) => {
    checkNetwork(v, ctx);
    checkAmount(v, ctx, { amount: MONEY_LIMITS.minDeposit, message: M.belowMinimumDeposit.en });
  });
export type ChainPaymentBody = z.input<typeof chainPaymentBody>;

export const depositView = z.object({
  id: z.number().int(),
  method: z.enum(DEPOSIT_METHODS),
  currency: currencySchema,
  network: networkSchema.nullable(),
  amount: decimalString,
  status: z.enum(DEPOSIT_STATES),
  /** the written reason of an audit failure (or an operator's note on approval) */
  reason: z.string().nullable(),
  reviewedBy: z.enum(REVIEWERS).nullable(),
  /** chain: the user's deposit address, the payment's transaction hash and its confirmations so far */
  address: z.string().nullable(),
  txHash: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  requiredConfirmations: z.number().int().nullable(),
  /** bank: the receipt image's path, and when the certificate check will have finished at the latest */
  receiptPath: z.string().nullable(),
  reviewDeadline: z.string().nullable(),
  /** the ledger entry that credited it */
  entryId: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DepositView = z.infer<typeof depositView>;
export const depositsQuery = z.object({
  method: z.enum(DEPOSIT_METHODS).optional(),
  status: z.enum(DEPOSIT_STATES).optional(),
  currency: currencySchema.optional(),
  ...pageFields,
});
export type DepositsQuery = z.input<typeof depositsQuery>;
