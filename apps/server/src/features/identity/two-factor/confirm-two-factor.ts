import { TWO_FACTOR, twoFactorApi } from '@platform/contracts';
import { and, eq, isNull, twoFactors } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { checkSecondFactor, replaceRecoveryCodes } from '../../../core/identity/two-factor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditTwoFactor } from './audit-two-factor.ts';

/** POST /api/two-factor/confirm { code }: a current code from the new key turns two-factor on; recovery codes, once. */
export async function confirmTwoFactor(app: FastifyInstance) {
  route(app, twoFactorApi.confirm, async ({ user, body, req }) => {
    const [pending] = await app.db
      .select({ userId: twoFactors.userId })
      .from(twoFactors)
      .where(and(eq(twoFactors.userId, user.id), isNull(twoFactors.enabledAt)));
    if (!pending) throw AppError.conflict('twoFactorNotStarted');
    await checkSecondFactor(app.db, user.id, body.code, {
      codeSecret: app.codeSecret,
      multiplier: app.config.RATE_LIMIT_MULTIPLIER,
      recovery: false,
      state: 'pending',
    });
    const recoveryCodes = await app.db.transaction(async (tx) => {
      const [enabled] = await tx
        .update(twoFactors)
        .set({ enabledAt: new Date() })
        .where(and(eq(twoFactors.userId, user.id), isNull(twoFactors.enabledAt)))
        .returning({ userId: twoFactors.userId });
      if (!enabled) throw AppError.conflict('twoFactorAlreadyOn');
      await auditTwoFactor(tx, req, user.id, 'enabled');
      return replaceRecoveryCodes(tx, user.id, TWO_FACTOR.recoveryCodes);
    });
    // The cached session says whether the account has a second factor (operators need one): every node drops it.
    app.events.publish({ type: 'user.profile.changed', userId: user.id });
    return ok({ recoveryCodes });
  });
}
