import { realNameApi } from '@platform/contracts';
import { eq, realNameSubmissions, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../core/files/file-refs.ts';
import { route } from '../../core/http/route.ts';
import { countryCodes } from '../../core/reference/dictionaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { latestSubmission, toRealInfo } from './realname-repo.ts';

/** POST /api/real: submits real-name details for review; refused while one is pending or once approved. */
export async function submitRealName(app: FastifyInstance) {
  route(app, realNameApi.submit, async ({ user, body }) => {
    const userId = user.id;
    if (!(await countryCodes(app.db)).has(body.country)) throw AppError.badRequest('selectCountry', 'country');
    const [front] = await requireOwnFiles(app.db, userId, [body.frontImage], {
      field: 'frontImage',
      imagesOnly: true,
    });
    const [back] = await requireOwnFiles(app.db, userId, [body.backImage], { field: 'backImage', imagesOnly: true });
    const row = await app.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const latest = await latestSubmission(tx, userId);
      if (latest?.status === 'pending') throw AppError.conflict('realNamePending');
      if (latest?.status === 'approved') throw AppError.conflict('realNameApproved');
      const [created] = await tx
        .insert(realNameSubmissions)
        .values({
          userId,
          fullName: body.fullName,
          idType: body.idType,
          idNumber: body.idNumber,
          country: body.country,
          frontImage: front!,
          backImage: back!,
          status: 'pending',
        })
        .returning();
      return created!;
    });
    return ok(await toRealInfo(app.db, row));
  });
}
