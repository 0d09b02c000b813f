import { SUPPORT_CUSTOMER_CASES_MAX, type SupportCustomerView, supportAdminApi } from '@platform/contracts';
import { type Db, desc, eq, mediationCases, realNameSubmissions, sql, supportConversations } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';

/**
 * The customer of a conversation as support sees them: the latest identity submission's state and their newest
 * mediation cases (read from the tables, not through the mediation feature, which support-chat does not import).
 */
export async function conversationCustomer(db: Db, conversationId: number): Promise<SupportCustomerView> {
  const [conversation] = await db
    .select({ userId: supportConversations.userId })
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId))
    .limit(1);
  if (!conversation) throw AppError.notFound();
  const { userId } = conversation;
  const [latest, cases, counted] = await Promise.all([
    db
      .select({ status: realNameSubmissions.status })
      .from(realNameSubmissions)
      .where(eq(realNameSubmissions.userId, userId))
      .orderBy(desc(realNameSubmissions.id))
      .limit(1),
    db
      .select({
        id: mediationCases.id,
        trackingNumber: mediationCases.trackingNumber,
        status: mediationCases.status,
        counterpartyName: mediationCases.counterpartyName,
        createdAt: mediationCases.createdAt,
        updatedAt: mediationCases.updatedAt,
      })
      .from(mediationCases)
      .where(eq(mediationCases.userId, userId))
      .orderBy(desc(mediationCases.createdAt), desc(mediationCases.id))
      .limit(SUPPORT_CUSTOMER_CASES_MAX),
    db.select({ n: sql<number>`count(*)::int` }).from(mediationCases).where(eq(mediationCases.userId, userId)),
  ]);
  return {
    userId,
    realNameStatus: latest[0]?.status ?? 'none',
    cases: cases.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    totalCases: Number(counted[0]?.n ?? 0),
  };
}

/** GET /api/admin/support/conversations/:id/customer */
export async function getConversationCustomerRoute(app: FastifyInstance) {
  route(app, supportAdminApi.customer, async ({ params }) => ok(await conversationCustomer(app.db, params.id)));
}
