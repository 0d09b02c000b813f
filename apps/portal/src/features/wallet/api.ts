import { accountApi, type UpdateWalletBody } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const walletKey = ['wallet'] as const;

/** GET /api/getWallet: the payout wallet, or null before one is set. */
export const walletQuery = () =>
  queryOptions({
    queryKey: walletKey,
    queryFn: () => api.call(accountApi.wallet),
    staleTime: 30_000,
  });

/** POST /api/updateWallet (the current password confirms the change). */
export const updateWallet = (body: UpdateWalletBody) => api.call(accountApi.updateWallet, { body });
