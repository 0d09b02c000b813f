import { realNameApi } from '@platform/contracts';
import { type Db, eq, type RealNameSubmissionRow, realNameSubmissions, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../core/files/file-refs.ts';
import { route } from '../../core/http/route.ts';
import { countryCodes } from '../../core/reference/dictionaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { latestSubmission, toRealInfo } from './realname-repo.ts';

type Identity = Pick<
  RealNameSubmissionRow,
  'fullName' | 'firstName' | 'lastName' | 'idType' | 'idNumber' | 'country'
> & { frontImage: string; backImage: string | null };

/**
 * One identity record per person, whichever app asks: checks the country and that the images are the user's own
 * images, then files the submission for review, refused while one is pending or once approved.
 */
async function submitIdentity(db: Db, userId: number, identity: Identity) {
  if (!(await countryCodes(db)).has(identity.country)) throw AppError.badRequest('selectCountry', 'country');
  const [front] = await requireOwnFiles(db, userId, [identity.frontImage], { field: 'frontImage', imagesOnly: true });
  const [back] =
    identity.backImage === null
      ? [null]
      : await requireOwnFiles(db, userId, [identity.backImage], { field: 'backImage', imagesOnly: true });
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const latest = await latestSubmission(tx, userId);
    if (latest?.status === 'pending') throw AppError.conflict('realNamePending');
    if (latest?.status === 'approved') throw AppError.conflict('realNameApproved');
    const [created] = await tx
      .insert(realNameSubmissions)
      .values({ userId, ...identity, frontImage: front!, backImage: back ?? null, status: 'pending' })
      .returning();
    return created!;
  });
  return toRealInfo(db, row);
}

/** POST /api/real (the portal) and POST /api/kyc (the trade app): one identity record, one reviewer queue. */
export async function submitRealName(app: FastifyInstance) {
  route(app, realNameApi.submit, async ({ user, body }) =>
    ok(await submitIdentity(app.db, user.id, { ...body, firstName: null, lastName: null })),
  );

  route(app, realNameApi.submitKyc, async ({ user, body }) => {
    const { firstName, lastName } = body;
    const passport = body.idType === 'passport';
    return ok(
      await submitIdentity(app.db, user.id, {
        fullName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        idType: body.idType,
        idNumber: body.idNumber,
        country: body.country,
        frontImage: body.frontImage,
        backImage: passport ? null : (body.backImage ?? null),
      }),
    );
  });
}
