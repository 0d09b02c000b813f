import type { FastifyInstance } from 'fastify';
import { beginTwoFactor } from './begin-two-factor.ts';
import { confirmTwoFactor } from './confirm-two-factor.ts';
import { disableTwoFactor } from './disable-two-factor.ts';
import { getTwoFactorStatus } from './get-two-factor-status.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';

/** An account's second factor: enrolment, recovery codes, switching it off. */
export async function twoFactorRoutes(app: FastifyInstance) {
  await app.register(getTwoFactorStatus);
  await app.register(beginTwoFactor);
  await app.register(confirmTwoFactor);
  await app.register(regenerateRecoveryCodes);
  await app.register(disableTwoFactor);
}
