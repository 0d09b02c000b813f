// The money API's payout side (issue 5 §2): bank cards, withdrawals and statements; see money-api.ts for the rules.
import { MONEY_MESSAGES as M } from './messages-money.ts';
import { TWO_FACTOR_MESSAGES } from './messages-two-factor.ts';
import {
  ACCOUNT_KINDS,
  ACTOR_KINDS,
  CARD_BRANDS,
  CAUSE_TYPES,
  cardBrandOf,
  ENTRY_TYPES,
  FIAT_CURRENCIES,
  isAddressFor,
  luhnValid,
  MONEY_LIMITS,
  networkCarries,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATES,
} from './money.ts';
import {
  amountSchema,
  checkAmount,
  checkNetwork,
  cryptoCurrencySchema,
  currencySchema,
  decimalString,
  feeRuleView,
  fiatCurrencySchema,
  isoDay,
  networkSchema,
  pageFields,
  userAccountKindSchema,
} from './money-api.ts';
import { z } from './zod.ts';

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

/** Asked when the account has two-factor on and the destination was never paid out to before (issue 28 §9). */
const twoFactorCodeField = z.string().trim().max(20, TWO_FACTOR_MESSAGES.twoFactorCodeWrong.en).optional();

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
      twoFactorCode: twoFactorCodeField,
    }),
    z.object({
      method: z.literal('chain'),
      currency: cryptoCurrencySchema,
      network: networkSchema,
      address: z.string({ error: M.enterWalletAddress.en }).trim().min(1, M.enterWalletAddress.en).max(100),
      amount: amountSchema,
      tradePassword: tradePasswordField,
      twoFactorCode: twoFactorCodeField,
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
