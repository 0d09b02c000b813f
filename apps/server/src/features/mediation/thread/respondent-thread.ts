// The respondent's door to the thread: through their private link, once they take part (a question asked before
// that is read by the mediator alone, and shows here as theirs).
import { mediationThreadApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { respondentAttachments } from '../respondent/respondent-files.ts';
import { caseOfToken } from '../respondent/respondent-links.ts';
import { answerProposal, noticeEvent, postMessage, putProposal, readThread } from './thread-repo.ts';

export async function respondentThreadRoutes(app: FastifyInstance) {
  route(app, mediationThreadApi.respondentThread, async ({ body }) => {
    const { row } = await caseOfToken(app.db, body.token);
    return ok(await readThread(app.db, row, 'respondent'));
  });

  route(app, mediationThreadApi.respondentMessage, async ({ body }) => {
    const { row, posted } = await app.db.transaction(async (tx) => {
      const { row } = await caseOfToken(tx, body.token, true);
      const posted = await postMessage(tx, row, {
        author: 'respondent',
        authorId: null,
        audience: 'all',
        body: body.body,
        attachments: await respondentAttachments(tx, app.codeSecret, row.id, body.attachments),
      });
      return { row, posted };
    });
    app.events.publish(noticeEvent(row, posted.notice));
    return ok(posted.view);
  });

  route(app, mediationThreadApi.respondentProposal, async ({ body }) => {
    const { row, put } = await app.db.transaction(async (tx) => {
      const { row } = await caseOfToken(tx, body.token, true);
      return { row, put: await putProposal(tx, row, 'respondent', null, body) };
    });
    app.events.publish(noticeEvent(row, put.notice));
    return ok(put.view);
  });

  route(app, mediationThreadApi.respondentProposalAnswer, async ({ body }) => {
    const { row, answered } = await app.db.transaction(async (tx) => {
      const { row } = await caseOfToken(tx, body.token, true);
      return { row, answered: await answerProposal(tx, row, 'respondent', body) };
    });
    app.events.publish(noticeEvent(row, answered.notice));
    return ok(answered.view);
  });
}
