import { supportAdminApi } from '@platform/contracts';
import { eq, supportConversations } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation, auditConversation, lockConversation, userConversationView } from '../conversations-repo.ts';

/** POST /api/admin/support/conversations/:id/close: ends the conversation (audited); its history stays. */
export async function closeConversationRoute(app: FastifyInstance) {
  route(app, supportAdminApi.close, async ({ params, req }) => {
    await app.db.transaction(async (tx) => {
      const conversation = await lockConversation(tx, params.id);
      if (conversation.state !== 'open') throw AppError.conflict('supportConversationClosed');
      await tx
        .update(supportConversations)
        .set({ state: 'closed', closedAt: new Date() })
        .where(eq(supportConversations.id, conversation.id));
      await auditConversation(tx, req, conversation, 'support.close');
    });
    const view = await adminConversation(app.db, params.id);
    const userView = await userConversationView(app.db, view.userId, view.source);
    app.supportFeed.conversation(userView?.id === view.id ? userView : null, view.userId, view);
    return ok(view);
  });
}
