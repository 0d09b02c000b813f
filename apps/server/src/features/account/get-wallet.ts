import { accountApi, type WalletView } from '@platform/contracts';
import { eq, type PayoutWalletRow, payoutWallets } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

export const toWalletView = (row: PayoutWalletRow): WalletView => ({
  kind: row.kind,
  currencyType: row.currencyType,
  address: row.address,
  bankName: row.bankName,
  accountName: row.accountName,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/getWallet: the user's payout destination (bank account or crypto address), or null before they set one. */
export async function getWallet(app: FastifyInstance) {
  route(app, accountApi.wallet, async ({ user }) => {
    const [row] = await app.db.select().from(payoutWallets).where(eq(payoutWallets.userId, user.id));
    return ok(row ? toWalletView(row) : null);
  });
}
