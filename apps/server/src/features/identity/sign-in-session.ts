// The last step of every sign-in (password alone, or password then code): the session, the log-in time, and for an
// operator an audit row.
import { isOperator, type LoginResult } from '@platform/contracts';
import type { Db } from '@platform/db';
import { eq, type UserRow, users } from '@platform/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { openSession } from '../../core/identity/sessions-repo.ts';
import { getUserView } from '../../core/identity/users-repo.ts';

export async function openSignedInSession(
  app: FastifyInstance,
  req: FastifyRequest,
  user: Pick<UserRow, 'id' | 'roles'>,
  /** Work that belongs to the same transaction (the challenge used up). */
  alongside?: (tx: Db) => Promise<void>,
): Promise<LoginResult> {
  const token = await app.db.transaction(async (tx) => {
    await alongside?.(tx);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    if (isOperator(user.roles)) {
      await recordAudit(tx, req, { action: 'auth.login', targetType: 'user', targetId: user.id }, user.id);
    }
    return openSession(tx, req, user.id, app.config.SESSION_DAYS);
  });
  return { token, user: (await getUserView(app.db, user.id))! };
}
