// A case's news on /api/ws (news-ws.ts): its page is watched by the applicant, an operator who may read its thread,
// or the respondent with the link's token, and hears when anything its parties are told of happened (a message, a
// proposal or answer, a move, an agreement drafted or signed, a payment confirmed), so the page asks again at once;
// the cases queue hears it too (what waits on a mediator moved).
import {
  type CaseTopic,
  callerAdmits,
  caseTopic,
  mediationThreadApi,
  type NewsTopic,
  queueTopic,
} from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ownCase } from './cases-repo.ts';
import { caseOfToken } from './respondent/respondent-links.ts';

const isCaseTopic = (topic: NewsTopic): topic is CaseTopic => topic.startsWith('case.');
const answers = (check: Promise<unknown>) =>
  check.then(
    () => true,
    () => false,
  );

export function registerCaseNews(app: FastifyInstance) {
  app.newsFeed.allow(isCaseTopic, async (session, topic, respondentToken) => {
    const id = Number(topic.slice('case.'.length));
    if (respondentToken !== undefined) {
      const link = await caseOfToken(app.db, respondentToken).catch(() => null);
      if (link?.row.id === id) return true;
    }
    if (session.userId === null) return false;
    if (session.twoFactor && callerAdmits(mediationThreadApi.mediatorThread.caller, session.roles)) return true;
    return answers(ownCase(app.db, session.userId, id));
  });
  // Every node hears each event, and tells its own sockets.
  const tell = ({ caseId }: { caseId: number }) => {
    app.newsFeed.tell(caseTopic(caseId));
    app.newsFeed.tell(queueTopic('cases'));
  };
  const stops = [app.events.subscribe('mediation.notice', tell), app.events.subscribe('mediation.case.moved', tell)];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
