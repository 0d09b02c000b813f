import {
  createInviteCodeBody,
  disableInviteCodeBody,
  envelopeOf,
  inviteCodeView,
  pageOf,
  z,
} from '@platform/contracts';
import { and, count, desc, eq, inviteCodes, isNull } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createInviteCode, normalizeInviteCode } from '../identity/invite-codes.ts';

const toView = (row: typeof inviteCodes.$inferSelect) => ({
  code: row.code,
  ownerId: row.ownerId,
  note: row.note,
  uses: row.uses,
  maxUses: row.maxUses,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const listQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** House invitation codes: listed to operators, made and disabled by admins, all audited. */
export const inviteCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invite-codes',
    { schema: { tags: ['admin'], querystring: listQuery, response: { 200: envelopeOf(pageOf(inviteCodeView)) } } },
    async (req) => {
      const { pageNum, pageSize } = req.query;
      const house = isNull(inviteCodes.ownerId);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(inviteCodes)
          .where(house)
          .orderBy(desc(inviteCodes.createdAt))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        app.db.select({ n: count() }).from(inviteCodes).where(house),
      ]);
      return ok({ rows: rows.map(toView), total: total?.n ?? 0 });
    },
  );

  app.post(
    '/invite-codes',
    {
      onRequest: requireRole('admin'),
      schema: { tags: ['admin'], body: createInviteCodeBody, response: { 200: envelopeOf(inviteCodeView) } },
    },
    async (req) => {
      const { code, note, maxUses, reason } = req.body;
      try {
        const row = await app.db.transaction(async (tx) => {
          const made = await createInviteCode(tx, { code, note, maxUses, createdBy: currentUser(req).id });
          await recordAudit(tx, req, {
            action: 'invite_code.create',
            targetType: 'invite_code',
            targetId: made,
            reason,
          });
          const [created] = await tx.select().from(inviteCodes).where(eq(inviteCodes.code, made));
          return created!;
        });
        return ok(toView(row));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw AppError.conflict('inviteCodeExists', 'code');
        }
        throw error;
      }
    },
  );

  app.post(
    '/invite-codes/:code/disable',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        params: z.object({ code: z.string().max(20) }),
        body: disableInviteCodeBody,
        response: { 200: envelopeOf(inviteCodeView) },
      },
    },
    async (req) => {
      const code = normalizeInviteCode(req.params.code);
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(inviteCodes)
          .set({ disabledAt: new Date() })
          .where(and(eq(inviteCodes.code, code), isNull(inviteCodes.ownerId), isNull(inviteCodes.disabledAt)))
          .returning();
        if (!updated) throw new AppError(404, 'inviteCodeNotActive');
        await recordAudit(tx, req, {
          action: 'invite_code.disable',
          targetType: 'invite_code',
          targetId: code,
          reason: req.body.reason,
        });
        return updated;
      });
      return ok(toView(row));
    },
  );
};
