import { CODES, MESSAGES, MONEY_LIMITS, moneyApi } from '@platform/contracts';
import { deposits, eq, sql, storedFiles } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toDepositView } from '../views.ts';

const RECEIPT_PATH = /\/file\/([0-9a-f-]{36}\.[a-z]{3,4})$/;
const receiptError = (key: 'receiptNotYours' | 'uploadImage') => AppError.badRequest(key, 'receiptPath');

/**
 * POST /api/money/deposits/bank (Idempotency-Key): a bank transfer the user made, with its receipt image. Pending
 * review; nothing is credited until it is approved. Below the minimum deposit it is refused here (and at the form).
 */
export async function createBankDepositRoute(app: FastifyInstance) {
  route(app, moneyApi.createBankDeposit, ({ user, body }) => ({
    run: async (tx) => {
      const userId = user.id;
      const { currency, amount, receiptPath } = body;
      const storedName = RECEIPT_PATH.exec(receiptPath)?.[1];
      const [file] = storedName
        ? await tx.select().from(storedFiles).where(eq(storedFiles.storedName, storedName)).limit(1)
        : [];
      if (!file || file.ownerId !== userId) throw receiptError('receiptNotYours');
      if (!file.mime.startsWith('image/')) throw receiptError('uploadImage');
      const [used] = await tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(eq(deposits.receiptFileId, file.id))
        .limit(1);
      if (used) {
        const message = MESSAGES.receiptAlreadyUsed.en;
        throw new AppError(CODES.conflict, 'receiptAlreadyUsed', message, [{ field: 'receiptPath', message }]);
      }
      const [row] = await tx
        .insert(deposits)
        .values({
          userId,
          method: 'bank',
          currency,
          amount,
          receiptFileId: file.id,
          receiptPath: `/file/${file.storedName}`,
          // From the same clock as created_at: the check finishes within the promised minutes.
          reviewDeadline: sql`now() + make_interval(mins => ${MONEY_LIMITS.bankReviewMinutes})`,
        })
        .returning();
      return { msgKey: 'depositSubmitted' as const, data: toDepositView(row!, 0) };
    },
  }));
}
