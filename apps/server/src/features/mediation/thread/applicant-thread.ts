// The applicant's door to the thread: their own case only (another user's is 404), signed in.
import { mediationThreadApi } from '@platform/contracts';
import type { Db, MediationCaseRow } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../../core/files/file-refs.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { caseById, ownCase } from '../cases-repo.ts';
import { answerProposal, type Notice, noticeEvent, postMessage, putProposal, readThread } from './thread-repo.ts';

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

  /** Does `act` on the applicant's own case, locked; tells the parties what it changed and answers its view. */
  const onOwnCase = async <V>(
    userId: number,
    caseId: number,
    act: (tx: Db, row: MediationCaseRow) => Promise<{ notice: Notice; view: V }>,
  ) => {
    await ownCase(app.db, userId, caseId);
    const { row, done } = await app.db.transaction(async (tx) => {
      const row = await caseById(tx, caseId, true);
      return { row, done: await act(tx, row) };
    });
    app.events.publish(noticeEvent(row, done.notice));
    return done.view;
  };

  route(app, mediationThreadApi.applicantProposal, async ({ user, body }) =>
    ok(await onOwnCase(user.id, body.caseId, (tx, row) => putProposal(tx, row, 'applicant', user.id, body))),
  );

  route(app, mediationThreadApi.applicantProposalAnswer, async ({ user, body }) =>
    ok(await onOwnCase(user.id, body.caseId, (tx, row) => answerProposal(tx, row, 'applicant', body))),
  );
}
