// Resolves the session token on every request, from this node's session cache or else one query; routes in protected
// contexts require a user or an operator role.
import { CODES, callerAdmits, type Role, TWO_FACTOR_REQUIRED, type UserView } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCache } from '../core/identity/session-cache.ts';
import { findLiveSession, type LiveSession } from '../core/identity/sessions-repo.ts';
import { twoFactorEnabled } from '../core/identity/two-factor.ts';
import { toUserView } from '../core/identity/users-repo.ts';
import { AppError } from '../lib/app-error.ts';
import { isRandomToken, sha256 } from '../lib/secrets.ts';
import { evictOnDomainEvents } from './session-eviction.ts';

export interface AuthUser {
  id: number;
  email: string;
  username: string | null;
  roles: Role[];
  language: string;
  /** Whether the account has a second factor on (every operator must, before the back office opens). */
  twoFactor: boolean;
}

/** A live session as the requests carrying its token see it. Shared by those requests, so frozen. */
export interface SignedIn {
  user: AuthUser;
  /** What `getUserInfo` answers. */
  view: UserView;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this node resolved lately; revocations evict them (see session-eviction.ts). */
    sessionCache: SessionCache<SignedIn>;
  }
  interface FastifyRequest {
    /** The signed-in user's view, beside `user`. */
    userView: UserView | null;
  }
}

/** Long enough to spare the database nearly every lookup, short enough to bound what a lost event leaves behind. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** About 1 KB an entry. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

/** The session token a header carries, or null when it holds nothing that could be one (answered without the
 * database: a stream of made-up tokens costs no lookups). */
const bareToken = (header: string | undefined): string | null => {
  const token = header?.trim().replace(/^Bearer\s+/i, '');
  return token && isRandomToken(token) ? token : null;
};

/** Accepts `Authorization: <token>` (as the spec's client sends it) and `Authorization: Bearer <token>`. */
export function tokenOf(req: FastifyRequest): string | null {
  return bareToken(req.headers.authorization);
}

function signedInOf({ user, inviteCode }: LiveSession, twoFactor: boolean): SignedIn {
  Object.freeze(user.roles);
  return Object.freeze({
    user: Object.freeze({
      id: user.id,
      email: user.email,
      username: user.username,
      roles: user.roles,
      language: user.language,
      twoFactor,
    }),
    view: Object.freeze(toUserView(user, inviteCode)),
  });
}

/** The live session a token opens, from the database: not revoked, not expired, its user active. */
export async function findSessionUser(db: Db, token: string): Promise<{ user: AuthUser; hash: string } | null> {
  const bare = bareToken(token);
  if (!bare) return null;
  const hash = sha256(bare);
  const found = await findLiveSession(db, hash);
  return found ? { user: signedInOf(found, await twoFactorEnabled(db, found.user.id)).user, hash } : null;
}

export function registerAuth(app: FastifyInstance) {
  const cache = new SessionCache<SignedIn>({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES });
  app.decorate('sessionCache', cache);
  evictOnDomainEvents(app, cache);
  app.decorateRequest('user', null);
  app.decorateRequest('userView', null);
  app.decorateRequest('sessionHash', null);

  const lookUp = async (hash: string): Promise<SignedIn | null> => {
    const mark = cache.mark();
    const found = await findLiveSession(app.db, hash);
    if (!found) return null;
    const signedIn = signedInOf(found, await twoFactorEnabled(app.db, found.user.id));
    cache.set(hash, found.user.id, found.expiresAt, signedIn, mark);
    return signedIn;
  };
  const signIn = (req: FastifyRequest, hash: string, session: SignedIn | null | undefined) => {
    if (!session) return;
    req.user = session.user;
    req.userView = session.view;
    req.sessionHash = hash;
  };

  // A callback hook, so a cached session costs no promise.
  app.addHook('onRequest', (req, _reply, done) => {
    const token = tokenOf(req);
    if (!token) return done();
    const hash = sha256(token);
    const cached = cache.get(hash);
    if (cached) {
      signIn(req, hash, cached);
      return done();
    }
    lookUp(hash).then((session) => {
      signIn(req, hash, session);
      done();
    }, done);
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
    // The registry's rule, as the back office's menus read it: any operator, or one holding one of `roles`.
    const allowed = callerAdmits(roles.length === 0 ? 'operator' : { roles }, req.user.roles);
    if (!allowed) throw AppError.forbidden();
    // Until an operator enrols, the back office answers only enrolment, sign-out and who they are (all `user` routes).
    if (!req.user.twoFactor)
      throw new AppError(CODES.forbidden, 'twoFactorRequired', undefined, { reason: TWO_FACTOR_REQUIRED });
  };
}

/** Narrows `req.user` inside handlers of protected contexts. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}
