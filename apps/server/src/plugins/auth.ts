// Resolves the session token on every request; routes in protected contexts require a user or an operator role.
import { isOperator, type Role } from '@platform/contracts';
import { and, type Db, eq, gt, isNull, sessions, users } from '@platform/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { sha256 } from '../lib/secrets.ts';

export interface AuthUser {
  id: number;
  email: string;
  username: string | null;
  roles: Role[];
  language: string;
}

/** Accepts `Authorization: <token>` (as the spec's client sends it) and `Authorization: Bearer <token>`. */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length >= 16 && token.length <= 128 ? token : null;
}

/** The live session a token opens: not revoked, not expired, its user active. Null for anything else. */
export async function findSessionUser(db: Db, token: string): Promise<{ user: AuthUser; hash: string } | null> {
  const bare = token.trim().replace(/^Bearer\s+/i, '');
  if (bare.length < 16 || bare.length > 128) return null;
  const hash = sha256(bare);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      roles: users.roles,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row ? { user: row, hash } : null;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (req) => {
    const token = tokenOf(req);
    if (!token) return;
    const session = await findSessionUser(app.db, token);
    if (session) {
      req.user = session.user;
      req.sessionHash = session.hash;
    }
  });
}

/** For a context whose every route needs a signed-in user. */
export async function requireUser(req: FastifyRequest) {
  if (!req.user) throw AppError.unauthorized();
}

/** For a context whose routes need any operator role, or one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest) => {
    if (!req.user) throw AppError.unauthorized();
    const allowed = roles.length === 0 ? isOperator(req.user.roles) : req.user.roles.some((r) => roles.includes(r));
    if (!allowed) throw AppError.forbidden();
  };
}

/** Narrows `req.user` inside handlers of protected contexts. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}
