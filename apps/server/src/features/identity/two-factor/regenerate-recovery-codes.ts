import { TWO_FACTOR, twoFactorApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { checkSecondFactor, replaceRecoveryCodes, twoFactorEnabled } from '../../../core/identity/two-factor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditTwoFactor } from './audit-two-factor.ts';

/** POST /api/two-factor/recovery-codes { code }: new recovery codes for a current TOTP code; the old ones stop working. */
export async function regenerateRecoveryCodes(app: FastifyInstance) {
  route(app, twoFactorApi.regenerateRecoveryCodes, async ({ user, body, req }) => {
    if (!(await twoFactorEnabled(app.db, user.id))) throw AppError.conflict('twoFactorNotOn');
    await checkSecondFactor(app.db, user.id, body.code, {
      codeSecret: app.codeSecret,
      multiplier: app.config.RATE_LIMIT_MULTIPLIER,
      recovery: false,
    });
    const recoveryCodes = await app.db.transaction(async (tx) => {
      await auditTwoFactor(tx, req, user.id, 'recovery_codes_regenerated');
      return replaceRecoveryCodes(tx, user.id, TWO_FACTOR.recoveryCodes);
    });
    return ok({ recoveryCodes });
  });
}
