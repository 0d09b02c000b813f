// The applicant's door to the thread: their own case only (another user's is 404), signed in.
import { mediationThreadApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../../core/files/file-refs.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { caseById, ownCase } from '../cases-repo.ts';
import { answerProposal, noticeEvent, postMessage, putProposal, readThread } from './thread-repo.ts';

export async function applicantThreadRoutes(app: FastifyInstance) {
  route(app, mediationThreadApi.applicantThread, async ({ user, query }) =>
    ok(await readThread(app.db, await ownCase(app.db, user.id, query.caseId), 'applicant')),
  );

  route(app, mediationThreadApi.applicantMessage, async ({ user, body }) => {
    await ownCase(app.db, user.id, body.caseId);
    const attachments = await requireOwnFiles(app.db, user.id, body.attachments, { field: 'attachments', list: true });
    const { row, posted } = await app.db.transaction(async (tx) => {
      const row = await caseById(tx, body.caseId, true);
      const posted = await postMessage(tx, row, {
        author: 'applicant',
        authorId: user.id,
        audience: 'all',
        body: body.body,
        attachments,
      });
      return { row, posted };
    });
    app.events.publish(noticeEvent(row, posted.notice));
    return ok(posted.view);
  });

  route(app, mediationThreadApi.applicantProposal, async ({ user, body }) => {
    await ownCase(app.db, user.id, body.caseId);
    const { row, put } = await app.db.transaction(async (tx) => {
      const row = await caseById(tx, body.caseId, true);
      return { row, put: await putProposal(tx, row, 'applicant', user.id, body) };
    });
    app.events.publish(noticeEvent(row, put.notice));
    return ok(put.view);
  });

  route(app, mediationThreadApi.applicantProposalAnswer, async ({ user, body }) => {
    await ownCase(app.db, user.id, body.caseId);
    const { row, answered } = await app.db.transaction(async (tx) => {
      const row = await caseById(tx, body.caseId, true);
      return { row, answered: await answerProposal(tx, row, 'applicant', body) };
    });
    app.events.publish(noticeEvent(row, answered.notice));
    return ok(answered.view);
  });
}
