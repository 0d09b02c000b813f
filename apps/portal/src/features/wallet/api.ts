import { PORTAL_PATHS, type UpdateWalletBody, type WalletView } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const walletKey = ['wallet'] as const;

/** GET /api/getWallet: the payout wallet, or null before one is set. */
export const walletQuery = () =>
  queryOptions({
    queryKey: walletKey,
    queryFn: () => api.get<WalletView | null>(PORTAL_PATHS.getWallet),
    staleTime: 30_000,
  });

/** POST /api/updateWallet (the current password confirms the change). */
export const updateWallet = (body: UpdateWalletBody) => api.post<WalletView>(PORTAL_PATHS.updateWallet, body);
