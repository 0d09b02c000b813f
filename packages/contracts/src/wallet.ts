// The payout destination (issue 3 /account, issue 27 §5): where the user may receive a settlement the terms route
// through the service, a bank account or a crypto address. Optional; nothing is ever sent to it by the user.
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

/**
 * Address formats per currency_type dictValue (the seeded dictionary). A currency type an operator adds later without a
 * rule here is checked only for length and characters.
 */
export const WALLET_ADDRESS_RULES: Record<string, RegExp> = {
  'USDT-TRC20': /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  'USDT-ERC20': /^0x[0-9a-fA-F]{40}$/,
  'USDC-ERC20': /^0x[0-9a-fA-F]{40}$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};
export const GENERIC_WALLET_ADDRESS = /^[A-Za-z0-9:_-]{10,128}$/;

export function isWalletAddress(currencyType: string, address: string): boolean {
  return (WALLET_ADDRESS_RULES[currencyType] ?? GENERIC_WALLET_ADDRESS).test(address);
}

/**
 * Where a settlement the terms route through the service is paid (optional: most agreements are paid by the
 * respondent directly): a bank account in the user's name, or a crypto address.
 */
export const PAYOUT_KINDS = ['bank', 'crypto'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** An account number or IBAN: letters, digits and spaces. */
export const BANK_ACCOUNT_NUMBER = /^[A-Za-z0-9 ]{6,34}$/;

/**
 * POST /api/updateWallet → walletView (signed in). The current password confirms the change of payout destination. A
 * bank account gives the bank, the holder's name and the account number (or IBAN) in `address`; a crypto address
 * gives its currency type. Without `kind` it is a crypto address, as before.
 */
export const updateWalletBody = z
  .object({
    kind: z.enum(PAYOUT_KINDS, { error: m('choosePayoutKind') }).default('crypto'),
    /** A dictValue of dictionary currency_type (crypto only). */
    currencyType: z.string().trim().max(40).optional(),
    /** The crypto address, or the bank account number / IBAN. */
    address: z
      .string({ error: m('enterWalletAddress') })
      .trim()
      .max(128),
    bankName: z.string().trim().max(60).optional(),
    accountName: z.string().trim().max(60).optional(),
    password: z
      .string({ error: m('enterPassword') })
      .min(1, m('enterPassword'))
      .max(LIMITS.passwordMax, m('passwordTooLong')),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.kind === 'bank') {
      if (!b.bankName) issue('bankName', m('enterBankName'));
      if (!b.accountName) issue('accountName', m('enterAccountName'));
      if (!b.address) issue('address', m('enterPayoutAccountNumber'));
      else if (!BANK_ACCOUNT_NUMBER.test(b.address)) issue('address', m('payoutAccountNumberInvalid'));
      return;
    }
    if (!b.currencyType) issue('currencyType', m('selectCurrencyType'));
    if (!b.address) issue('address', m('enterWalletAddress'));
    else if (b.currencyType && !isWalletAddress(b.currencyType, b.address))
      issue('address', MESSAGES.payoutAddressInvalid.en.replace('{{currency}}', b.currencyType));
  });
export type UpdateWalletBody = z.input<typeof updateWalletBody>;

export const walletView = z.object({
  kind: z.enum(PAYOUT_KINDS),
  /** The crypto currency type; null for a bank account. */
  currencyType: z.string().nullable(),
  /** The crypto address, or the bank account number / IBAN. */
  address: z.string(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  updatedAt: z.string(),
});
export type WalletView = z.infer<typeof walletView>;

/** POST /api/updatePwd → null (signed in): changes the password and ends every session, this one too: the user logs in again. */
export const updatePwdBody = z.object({
  oldPassword: z
    .string({ error: m('enterOldPassword') })
    .min(1, m('enterOldPassword'))
    .max(LIMITS.passwordMax, m('passwordTooLong')),
  newPassword: z
    .string({ error: m('enterNewPassword') })
    .min(1, m('enterNewPassword'))
    .min(LIMITS.passwordMin, m('passwordTooShort'))
    .max(LIMITS.passwordMax, m('passwordTooLong')),
});
export type UpdatePwdBody = z.input<typeof updatePwdBody>;
