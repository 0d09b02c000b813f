// Every change of an account's second factor is audited, as the account's own action, visible to it.
import type { Db } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { recordUserAudit } from '../../../core/audit/record-audit.ts';

export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery_codes_regenerated' | 'recovery_code_used';

export const auditTwoFactor = (db: Db, req: FastifyRequest, userId: number, change: TwoFactorChange) =>
  recordUserAudit(db, req, userId, `two_factor.${change}`, {}, userId);
