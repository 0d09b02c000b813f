import { envelopeOf, PORTAL_PATHS, updateWalletBody, walletView } from '@platform/contracts';
import { eq, payoutWallets, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { dictValues } from '../mediation/reference-data.ts';

/**
 * POST /api/updateWallet { currencyType, address, password }: sets where the user receives settlement payouts. The
 * address is checked against its currency's format; the password confirms that the account holder changes it.
 */
export const updateWallet: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.updateWallet,
    {
      config: { rateLimit: perIp(app, 10) },
      schema: { tags: ['account'], body: updateWalletBody, response: { 200: envelopeOf(walletView) } },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const { currencyType, address, password } = req.body;
      if (!(await dictValues(app.db, 'currency_type')).includes(currencyType))
        throw AppError.badRequest('selectCurrencyType', 'currencyType');
      const [user] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!(await verifyPassword(user?.hash ?? null, password)))
        throw AppError.badRequest('oldPasswordWrong', 'password');
      const values = { userId, currencyType, address, updatedAt: new Date() };
      const [row] = await app.db
        .insert(payoutWallets)
        .values(values)
        .onConflictDoUpdate({
          target: payoutWallets.userId,
          set: { currencyType, address, updatedAt: values.updatedAt },
        })
        .returning();
      return ok({ currencyType: row!.currencyType, address: row!.address, updatedAt: row!.updatedAt.toISOString() });
    },
  );
};
