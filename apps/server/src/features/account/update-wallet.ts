import { accountApi } from '@platform/contracts';
import { eq, payoutWallets, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { dictValues } from '../../core/reference/dictionaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { toWalletView } from './get-wallet.ts';

/**
 * POST /api/updateWallet { kind, currencyType | bankName + accountName, address, password }: sets where the user may
 * receive a settlement the terms route through the service: a bank account, or a crypto address checked against its
 * currency's format. The password confirms that the account holder changes it.
 */
export async function updateWallet(app: FastifyInstance) {
  route(app, accountApi.updateWallet, async ({ user, body }) => {
    const userId = user.id;
    const { kind, address, password } = body;
    const currencyType = kind === 'crypto' ? (body.currencyType ?? '') : null;
    if (currencyType !== null && !(await dictValues(app.db, 'currency_type')).includes(currencyType))
      throw AppError.badRequest('selectCurrencyType', 'currencyType');
    const bank = kind === 'bank' ? { bankName: body.bankName ?? null, accountName: body.accountName ?? null } : null;
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(row?.hash ?? null, password))) throw AppError.badRequest('oldPasswordWrong', 'password');
    const destination = {
      kind,
      currencyType,
      address: kind === 'bank' ? address.replace(/\s+/g, ' ').toUpperCase() : address,
      bankName: bank?.bankName ?? null,
      accountName: bank?.accountName ?? null,
      updatedAt: new Date(),
    };
    const [wallet] = await app.db
      .insert(payoutWallets)
      .values({ userId, ...destination })
      .onConflictDoUpdate({ target: payoutWallets.userId, set: destination })
      .returning();
    return ok(toWalletView(wallet!));
  });
}
