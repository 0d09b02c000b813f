// Referrals (/api/referrals) and the install page's store links (/api/app/install).
import { referralApi } from '@platform/contracts';
import { asc, count, desc, eq, inviteCodes, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** `alice@example.com` → `a***@example.com`: enough for the inviter to recognise, not to harvest. */
export const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

export async function referralRoutes(app: FastifyInstance) {
  route(app, referralApi.referrals, async ({ user, query }) => {
    const [own] = await app.db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(eq(inviteCodes.ownerId, user.id))
      .orderBy(asc(inviteCodes.createdAt))
      .limit(1);
    const invited = await app.db
      .select({ username: users.username, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.invitedBy, user.id))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await app.db.select({ n: count() }).from(users).where(eq(users.invitedBy, user.id));
    return ok({
      inviteCode: own?.code ?? null,
      total: total?.n ?? 0,
      rows: invited.map((r) => ({ name: r.username ?? maskEmail(r.email), joinedAt: r.createdAt.toISOString() })),
    });
  });

  const install = { iosUrl: app.config.APP_IOS_URL ?? null, androidUrl: app.config.APP_ANDROID_URL ?? null };
  route(app, referralApi.installInfo, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(install);
  });
}
