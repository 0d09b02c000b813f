import { twoFactorApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { recoveryCodesLeft, twoFactorEnabled } from '../../../core/identity/two-factor.ts';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/two-factor: whether it is on and how many recovery codes are left. */
export async function getTwoFactorStatus(app: FastifyInstance) {
  route(app, twoFactorApi.status, async ({ user }) => {
    const enabled = await twoFactorEnabled(app.db, user.id);
    return ok({ enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(app.db, user.id) : 0 });
  });
}
