import { envelopeOf, PORTAL_PATHS, walletView } from '@platform/contracts';
import { eq, payoutWallets } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';

/** GET /api/getWallet: the user's payout wallet, or null before they set one. */
export const getWallet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.getWallet,
    { schema: { tags: ['account'], response: { 200: envelopeOf(walletView.nullable()) } } },
    async (req) => {
      const [row] = await app.db
        .select()
        .from(payoutWallets)
        .where(eq(payoutWallets.userId, currentUser(req).id));
      return ok(
        row ? { currencyType: row.currencyType, address: row.address, updatedAt: row.updatedAt.toISOString() } : null,
      );
    },
  );
};
