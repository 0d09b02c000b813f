import { createHash } from 'node:crypto';
import { cardBrandOf, MONEY_LIMITS, moneyApi, sameHolderName } from '@platform/contracts';
import { and, asc, bankCards, count, type Db, eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { verifiedNameOf } from '../../../core/identity/verified-name.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { toBankCardView } from '../views.ts';

/** Only a fingerprint of the number is kept, to refuse binding one card twice. */
const fingerprintOf = (userId: number, cardNumber: string) =>
  createHash('sha256').update(`bank-card:${userId}:${cardNumber}`).digest('hex');

const listCards = (db: Db, userId: number) =>
  db.select().from(bankCards).where(eq(bankCards.userId, userId)).orderBy(asc(bankCards.id));

/**
 * GET /api/money/bank-cards → the user's cards; POST /api/money/bank-cards { bankName, accountName, cardNumber } binds
 * a Visa or Mastercard (Luhn-checked, shown masked) in the user's verified name; POST /api/money/bank-cards/:id/delete
 * unbinds one.
 */
export async function bankCardRoutes(app: FastifyInstance) {
  route(app, moneyApi.bankCards, async ({ user }) => ok((await listCards(app.db, user.id)).map(toBankCardView)));

  route(app, moneyApi.bindBankCard, async ({ user, body, req }) => {
    const userId = user.id;
    const { bankName, accountName, cardNumber } = body;
    const brand = cardBrandOf(cardNumber);
    if (!brand) throw AppError.badRequest('cardNumberInvalid', 'cardNumber');
    // A card is the user's own: once their identity is verified, its holder must be that name (issue 27 §3). Before,
    // withdrawals are closed anyway, and the reviewer sees both names beside each bank withdrawal.
    const verified = await verifiedNameOf(app.db, userId);
    if (verified !== null && !sameHolderName(accountName, verified)) {
      throw AppError.badRequest('cardHolderNotVerifiedName', 'accountName');
    }
    try {
      const row = await app.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [bound] = await tx.select({ n: count() }).from(bankCards).where(eq(bankCards.userId, userId));
        if (Number(bound?.n ?? 0) >= MONEY_LIMITS.maxBankCards) throw AppError.badRequest('tooManyCards', 'cardNumber');
        const [created] = await tx
          .insert(bankCards)
          .values({
            userId,
            bankName,
            accountName,
            brand,
            last4: cardNumber.slice(-4),
            fingerprint: fingerprintOf(userId, cardNumber),
          })
          .returning();
        return created!;
      });
      return ok(toBankCardView(row), say(req, 'cardBound'));
    } catch (error) {
      if (isUniqueViolation(error, 'bank_cards_user_fingerprint_key')) {
        throw AppError.conflict('cardAlreadyBound', 'cardNumber');
      }
      throw error;
    }
  });

  route(app, moneyApi.deleteBankCard, async ({ user, params, req }) => {
    const userId = user.id;
    const [gone] = await app.db
      .delete(bankCards)
      .where(and(eq(bankCards.id, params.id), eq(bankCards.userId, userId)))
      .returning({ id: bankCards.id });
    // Another user's card is answered as missing.
    if (!gone) throw AppError.notFound();
    return ok((await listCards(app.db, userId)).map(toBankCardView), say(req, 'cardUnbound'));
  });
}
