import { twoFactorApi } from '@platform/contracts';
import { sql, twoFactors } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { twoFactorEnabled } from '../../../core/identity/two-factor.ts';
import { newTotpKey, sealSecret } from '../../../core/identity/two-factor-secret.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';

/** POST /api/two-factor/begin: a new key for an authenticator app, kept sealed until a code confirms it. */
export async function beginTwoFactor(app: FastifyInstance) {
  route(app, twoFactorApi.begin, async ({ user }) => {
    if (await twoFactorEnabled(app.db, user.id)) throw AppError.conflict('twoFactorAlreadyOn');
    const key = newTotpKey(app.config.SERVICE_NAME, user.email);
    const sealedSecret = sealSecret(app.codeSecret, key.secret);
    // Replaces an unconfirmed key only: a row already on is left alone, even by a request racing this one.
    const [row] = await app.db
      .insert(twoFactors)
      .values({ userId: user.id, sealedSecret })
      .onConflictDoUpdate({
        target: twoFactors.userId,
        set: { sealedSecret, lastStep: 0, createdAt: new Date() },
        setWhere: sql`${twoFactors.enabledAt} is null`,
      })
      .returning({ userId: twoFactors.userId });
    if (!row) throw AppError.conflict('twoFactorAlreadyOn');
    return ok(key);
  });
}
