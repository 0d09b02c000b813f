// The payout wallet (issue 3 /account): where the user receives settlement payouts. Nothing is ever sent to it by the user.
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

/** POST /api/updateWallet → walletView (signed in). The current password confirms the change of payout address. */
export const updateWalletBody = z
  .object({
    /** A dictValue of dictionary currency_type. */
    currencyType: z
      .string({ error: m('selectCurrencyType') })
      .trim()
      .min(1, m('selectCurrencyType'))
      .max(40),
    address: z
      .string({ error: m('enterWalletAddress') })
      .trim()
      .min(1, m('enterWalletAddress'))
      .max(128),
    password: z
      .string({ error: m('enterPassword') })
      .min(1, m('enterPassword'))
      .max(LIMITS.passwordMax, m('passwordTooLong')),
  })
  .superRefine((b, ctx) => {
    if (b.address && !isWalletAddress(b.currencyType, b.address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: MESSAGES.payoutAddressInvalid.en.replace('{{currency}}', b.currencyType),
      });
    }
  });
export type UpdateWalletBody = z.input<typeof updateWalletBody>;

export const walletView = z.object({
  currencyType: z.string(),
  address: z.string(),
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
