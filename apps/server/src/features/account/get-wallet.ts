import { accountApi } from '@platform/contracts';
import { eq, payoutWallets } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/getWallet: the user's payout wallet, or null before they set one. */
export async function getWallet(app: FastifyInstance) {
  route(app, accountApi.wallet, async ({ user }) => {
    const [row] = await app.db.select().from(payoutWallets).where(eq(payoutWallets.userId, user.id));
    return ok(
      row ? { currencyType: row.currencyType, address: row.address, updatedAt: row.updatedAt.toISOString() } : null,
    );
  });
}
