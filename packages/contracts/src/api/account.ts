// The signed-in user's payout wallet and log-in password (issue 3 /account).
import { endpoint, perIp } from '../endpoint.ts';
import { updatePwdBody, updateWalletBody, walletView } from '../wallet.ts';
import { z } from '../zod.ts';

const user = { tag: 'account', caller: 'user' } as const;

export const accountApi = {
  /** The payout wallet, or null before the user sets one. */
  wallet: endpoint({ ...user, method: 'GET', path: '/getWallet', response: walletView.nullable() }),
  /** Where settlement payouts go; the address must fit its currency and the password confirms the change. */
  updateWallet: endpoint({
    ...user,
    method: 'POST',
    path: '/updateWallet',
    body: updateWalletBody,
    response: walletView,
    rateLimit: perIp(10),
  }),
  /** Changes the password and ends every session, this one too. */
  updatePwd: endpoint({
    ...user,
    method: 'POST',
    path: '/updatePwd',
    body: updatePwdBody,
    response: z.null(),
    rateLimit: perIp(10),
  }),
} as const;
