// The mediator's door to the thread: every message, caucus included; writes to both parties or to one alone.
import { mediationThreadApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../../core/files/file-refs.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditCase } from '../audit-case.ts';
import { caseById } from '../cases-repo.ts';
import { noticeEvent, postMessage, putProposal, readThread } from './thread-repo.ts';

export async function mediatorThreadRoutes(app: FastifyInstance) {
  route(app, mediationThreadApi.mediatorThread, async ({ params }) =>
    ok(await readThread(app.db, await caseById(app.db, params.id), 'mediator')),
  );

  route(app, mediationThreadApi.mediatorMessage, async ({ user, params, body, req }) => {
    const attachments = await requireOwnFiles(app.db, user.id, body.attachments, { field: 'attachments', list: true });
    const { row, posted } = await app.db.transaction(async (tx) => {
      const row = await caseById(tx, params.id, true);
      const posted = await postMessage(tx, row, {
        author: 'mediator',
        authorId: user.id,
        audience: body.audience,
        body: body.body,
        attachments,
      });
      await auditCase(tx, req, row, 'mediation.message', { audience: body.audience, messageId: posted.view.id });
      return { row, posted };
    });
    app.events.publish(noticeEvent(row, posted.notice));
    return ok(posted.view);
  });
  route(app, mediationThreadApi.mediatorProposal, async ({ user, params, body, req }) => {
    const { row, put } = await app.db.transaction(async (tx) => {
      // Locked: twenty at once see one another, so the mediator too has one proposal open at a time.
      const row = await caseById(tx, params.id, true);
      const put = await putProposal(tx, row, 'mediator', user.id, body);
      await auditCase(tx, req, row, 'mediation.proposal', {
        proposalId: put.view.id,
        amount: put.view.amount,
        currency: put.view.currency,
      });
      return { row, put };
    });
    app.events.publish(noticeEvent(row, put.notice));
    return ok(put.view);
  });
}
