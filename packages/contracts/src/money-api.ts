// The money API (issue 5 §2): paths, requests and responses shared by the server and the trade app.
// Every money-moving POST needs the `Idempotency-Key` header (IDEMPOTENCY_HEADER): a retry with the same key and
// body gets the first response again; the same key with another body is refused with 409.
import { MONEY_MESSAGES as M } from './messages-money.ts';
import {
  ACCOUNT_KINDS,
  ACTOR_KINDS,
  CARD_BRANDS,
  CAUSE_TYPES,
  CRYPTO_CURRENCIES,
  CURRENCIES,
  CURRENCY_DECIMALS,
  type Currency,
  cardBrandOf,
  compareDecimals,
  DECIMAL_PATTERN,
  DEPOSIT_METHODS,
  DEPOSIT_STATES,
  decimalPlaces,
  ENTRY_TYPES,
  FIAT_CURRENCIES,
  isAddressFor,
  luhnValid,
  MONEY_LIMITS,
  NETWORKS,
  networkCarries,
  REVIEWERS,
  USER_ACCOUNT_KINDS,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATES,
} from './money.ts';
import { z } from './zod.ts';

/** Paths under the API base (`/api`). `:id` is a record id; fill it with `pathWith`. */
export const MONEY_PATHS = {
  /** GET → assetsView */
  assets: '/money/assets',
  /** GET (entriesQuery) → page of movementView: every ledger movement of the user's accounts */
  entries: '/money/entries',
  /** POST (transferBody, Idempotency-Key) → transferResult */
  transfers: '/money/transfers',
  /** GET → moneyOptionsView: currencies, networks, limits, fee schedule, bank details, chain status */
  options: '/money/options',
  /** GET (depositAddressQuery) → depositAddressView */
  depositAddress: '/money/deposit/address',
  /** POST (bankDepositBody, Idempotency-Key) → depositView (pending review) */
  bankDeposits: '/money/deposits/bank',
  /** GET (depositsQuery) → page of depositView */
  deposits: '/money/deposits',
  /** GET → depositView */
  deposit: '/money/deposits/:id',
  /** POST (chainPaymentBody, Idempotency-Key) → depositView. Sandbox only (403 otherwise). */
  sandboxChainPayments: '/money/sandbox/chain-payments',
  /** GET → bankCardView[]; POST (bindCardBody) → bankCardView */
  bankCards: '/money/bank-cards',
  /** POST → bankCardView[] (the remaining cards) */
  bankCardDelete: '/money/bank-cards/:id/delete',
  /** GET (feeQuoteQuery) → feeQuoteView */
  withdrawalFee: '/money/withdrawals/fee',
  /** GET (withdrawalsQuery) → page of withdrawalView; POST (withdrawalBody, Idempotency-Key) → withdrawalView */
  withdrawals: '/money/withdrawals',
  /** GET → withdrawalView */
  withdrawal: '/money/withdrawals/:id',
  /** GET (statementQuery) → statementView */
  statement: '/money/statement',
  /**
   * GET (statementQuery + format=csv|pdf) → the file itself (not the envelope), with the Authorization header.
   * Content-Disposition names it `statement-<from>-<to>.<csv|pdf>`.
   */
  statementDownload: '/money/statement/download',
} as const;

/** Fills `:name` segments: `pathWith(MONEY_PATHS.deposit, { id: 7 })` → `/money/deposits/7`. */
export const pathWith = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (whole, name: string) => (name in params ? encodeURIComponent(String(params[name])) : whole));

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

export const currencySchema = z.enum(CURRENCIES, { error: M.selectCurrency.en });
export const fiatCurrencySchema = z.enum(FIAT_CURRENCIES, { error: M.fiatOnly.en });
export const cryptoCurrencySchema = z.enum(CRYPTO_CURRENCIES, { error: M.selectCurrency.en });
export const networkSchema = z.enum(NETWORKS, { error: M.selectNetwork.en });
export const userAccountKindSchema = z.enum(USER_ACCOUNT_KINDS, { error: M.selectAccount.en });

/** A positive exact decimal as a string (`"12.50"`); its decimals are checked against the currency by `withAmount`. */
export const amountSchema = z
  .string({ error: M.enterAmount.en })
  .trim()
  .regex(DECIMAL_PATTERN, { message: M.enterAmount.en, abort: true })
  .refine((v) => compareDecimals(v, '0') > 0, { message: M.enterAmount.en, abort: true })
  .refine((v) => compareDecimals(v, MONEY_LIMITS.maxAmount) <= 0, { message: M.amountTooLarge.en, abort: true });

/** A signed decimal string as the server sends it (`"-12.50"`), with the currency's decimals. */
export const decimalString = z.string();

/** Adds the per-currency decimals check (and an optional minimum) to an object with `currency` and `amount`. */
function checkAmount(
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

const checkNetwork = (value: { currency: string; network: string }, ctx: z.RefinementCtx) => {
  if (!networkCarries(value.currency, value.network)) {
    ctx.addIssue({ code: 'custom', path: ['network'], message: M.networkNotForCurrency.en });
  }
};

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
export const moneyIdParams = z.object({ id: idParam });

const pageFields = {
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
/** Every (account, currency) pair, zero included, funding first. */
export const assetsView = z.object({ balances: z.array(balanceView) });
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
  .object({ from: userAccountKindSchema, to: userAccountKindSchema, currency: currencySchema, amount: amountSchema })
  .superRefine((v, ctx) => {
    if (v.from === v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: M.sameAccount.en });
    checkAmount(v, ctx);
  });
export type TransferBody = z.input<typeof transferBody>;
export const transferResult = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  from: userAccountKindSchema,
  to: userAccountKindSchema,
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

// ---------------------------------------------------------------------------------------------------------------
// Bank cards

export const bindCardBody = z.object({
  bankName: z.string({ error: M.enterBankName.en }).trim().min(1, M.enterBankName.en).max(60),
  accountName: z.string({ error: M.enterAccountName.en }).trim().min(1, M.enterAccountName.en).max(60),
  cardNumber: z
    .string({ error: M.enterCardNumber.en })
    .trim()
    .min(1, M.enterCardNumber.en)
    .max(23, M.cardNumberInvalid.en)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => luhnValid(v) && cardBrandOf(v) !== null, M.cardNumberInvalid.en),
});
export type BindCardBody = z.input<typeof bindCardBody>;
export const bankCardView = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  /** `**** **** **** 1111` */
  cardMasked: z.string(),
  createdAt: z.string(),
});
export type BankCardView = z.infer<typeof bankCardView>;

// ---------------------------------------------------------------------------------------------------------------
// Withdrawals

const tradePasswordField = z
  .string({ error: M.enterTradePassword.en })
  .min(1, M.enterTradePassword.en)
  .max(20, M.tradePasswordFormat.en);

export const feeQuoteQuery = z
  .object({
    method: z.enum(WITHDRAWAL_METHODS),
    currency: currencySchema,
    network: networkSchema.optional(),
    amount: amountSchema,
  })
  .superRefine((v, ctx) => {
    if (v.method === 'chain') checkNetwork({ currency: v.currency, network: v.network ?? '' }, ctx);
    else if (!(FIAT_CURRENCIES as readonly string[]).includes(v.currency)) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: M.fiatOnly.en });
    }
    checkAmount(v, ctx);
  });
export const feeQuoteView = z.object({
  currency: currencySchema,
  amount: decimalString,
  fee: decimalString,
  /** amount + fee: what is frozen and, on approval, taken from the funding account */
  total: decimalString,
  rule: feeRuleView,
});
export type FeeQuoteView = z.infer<typeof feeQuoteView>;

export const withdrawalBody = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('bank'),
      cardId: z.coerce.number({ error: M.selectBankCard.en }).int().min(1, M.selectBankCard.en),
      currency: fiatCurrencySchema,
      amount: amountSchema,
      tradePassword: tradePasswordField,
    }),
    z.object({
      method: z.literal('chain'),
      currency: cryptoCurrencySchema,
      network: networkSchema,
      address: z.string({ error: M.enterWalletAddress.en }).trim().min(1, M.enterWalletAddress.en).max(100),
      amount: amountSchema,
      tradePassword: tradePasswordField,
    }),
  ])
  .superRefine((v, ctx) => {
    if (v.method === 'chain') {
      checkNetwork(v, ctx);
      if (networkCarries(v.currency, v.network) && !isAddressFor(v.network, v.address)) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: M.walletAddressInvalid.en });
      }
    }
    checkAmount(v, ctx, { amount: MONEY_LIMITS.minWithdrawal, message: M.belowMinimumWithdrawal.en });
  });
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const withdrawalView = z.object({
  id: z.number().int(),
  method: z.enum(WITHDRAWAL_METHODS),
  currency: currencySchema,
  network: networkSchema.nullable(),
  address: z.string().nullable(),
  /** the card as it was when the withdrawal was made */
  card: z.object({ bankName: z.string(), accountName: z.string(), cardMasked: z.string() }).nullable(),
  amount: decimalString,
  fee: decimalString,
  total: decimalString,
  status: z.enum(WITHDRAWAL_STATES),
  /** the written reason of a rejection, shown to the user */
  reason: z.string().nullable(),
  /** the ledger entry that paid it out */
  entryId: z.number().int().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;
export const withdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATES).optional(),
  currency: currencySchema.optional(),
  ...pageFields,
});
export type WithdrawalsQuery = z.input<typeof withdrawalsQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Statements

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export const statementQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    currency: currencySchema.optional(),
    account: userAccountKindSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: M.periodInvalid.en });
    else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 >= MONEY_LIMITS.statementMaxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.periodTooLong.en });
    }
  });
export type StatementQuery = z.input<typeof statementQuery>;
export const statementDownloadQuery = z.object({
  from: isoDay,
  to: isoDay,
  currency: currencySchema.optional(),
  account: userAccountKindSchema.optional(),
  format: z.enum(STATEMENT_FORMATS),
});

export const statementLineView = z.object({
  entryId: z.number().int(),
  type: z.enum(ENTRY_TYPES),
  memo: z.string(),
  amount: decimalString,
  /** the account's balance after this line */
  balance: decimalString,
  createdAt: z.string(),
});
export const statementAccountView = z.object({
  account: userAccountKindSchema,
  currency: currencySchema,
  /** balance at the start of `from` (UTC) */
  opening: decimalString,
  credits: decimalString,
  debits: decimalString,
  /** opening + credits + debits: the balance at the end of `to` (UTC) */
  closing: decimalString,
  lines: z.array(statementLineView),
});
export const statementView = z.object({
  userId: z.number().int(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  /** accounts with a non-zero opening balance or a movement in the period */
  accounts: z.array(statementAccountView),
});
export type StatementView = z.infer<typeof statementView>;

// ---------------------------------------------------------------------------------------------------------------
// Shared with the back office

/** A ledger posting on any account, as the back office shows it. */
export const postingView = z.object({
  accountId: z.number().int(),
  kind: z.enum(ACCOUNT_KINDS),
  /** null for house accounts */
  userId: z.number().int().nullable(),
  currency: currencySchema,
  amount: decimalString,
});
export const entryView = z.object({
  id: z.number().int(),
  type: z.enum(ENTRY_TYPES),
  causeType: z.enum(CAUSE_TYPES),
  causeId: z.number().int(),
  actorKind: z.enum(ACTOR_KINDS),
  actorId: z.number().int().nullable(),
  memo: z.string(),
  reversesEntryId: z.number().int().nullable(),
  reversedByEntryId: z.number().int().nullable(),
  createdAt: z.string(),
  postings: z.array(postingView),
});
export type EntryView = z.infer<typeof entryView>;
