import { accountApi } from '@platform/contracts';
import { eq, payoutWallets, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { dictValues } from '../../core/reference/dictionaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';

/**
 * POST /api/updateWallet { currencyType, address, password }: sets where the user receives settlement payouts. The
 * address is checked against its currency's format; the password confirms that the account holder changes it.
 */
export async function updateWallet(app: FastifyInstance) {
  route(app, accountApi.updateWallet, async ({ user, body }) => {
    const userId = user.id;
    const { currencyType, address, password } = body;
    if (!(await dictValues(app.db, 'currency_type')).includes(currencyType))
      throw AppError.badRequest('selectCurrencyType', 'currencyType');
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(row?.hash ?? null, password))) throw AppError.badRequest('oldPasswordWrong', 'password');
    const values = { userId, currencyType, address, updatedAt: new Date() };
    const [wallet] = await app.db
      .insert(payoutWallets)
      .values(values)
      .onConflictDoUpdate({
        target: payoutWallets.userId,
        set: { currencyType, address, updatedAt: values.updatedAt },
      })
      .returning();
    return ok({
      currencyType: wallet!.currencyType,
      address: wallet!.address,
      updatedAt: wallet!.updatedAt.toISOString(),
    });
  });
}
