// The case's thread and proposals, through each party's door: the applicant's session, the respondent's link, the
// mediator's back office (mediationThreadApi in contracts; issue 15 §1).
import { endpoint, perAccount, perIp } from '../endpoint.ts';
import { caseIdParams } from '../mediation-admin.ts';
import { respondentTokenBody } from '../mediation-respondent.ts';
import {
  applicantMessageBody,
  applicantProposalAnswerBody,
  applicantProposalBody,
  caseMessageView,
  caseThreadQuery,
  caseThreadView,
  mediatorMessageBody,
  mediatorProposalBody,
  proposalView,
  respondentMessageBody,
  respondentProposalAnswerBody,
  respondentProposalBody,
} from '../mediation-thread.ts';
import { tokenGuesses } from './mediation-respondent.ts';

const owner = { tag: 'mediation', caller: 'user' } as const;
const respondent = { tag: 'mediation', caller: 'public' } as const;
const mediator = { tag: 'mediation', caller: { roles: ['mediator', 'admin'] } } as const;
const writes = perAccount(30);

export const mediationThreadApi = {
  /** The applicant's view of the thread; reading it marks it read. */
  applicantThread: endpoint({
    ...owner,
    method: 'GET',
    path: '/mediate/thread',
    query: caseThreadQuery,
    response: caseThreadView,
  }),
  applicantMessage: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/message',
    body: applicantMessageBody,
    response: caseMessageView,
    rateLimit: writes,
  }),
  applicantProposal: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/proposal',
    body: applicantProposalBody,
    response: proposalView,
    rateLimit: writes,
  }),
  applicantProposalAnswer: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/proposal/answer',
    body: applicantProposalAnswerBody,
    response: proposalView,
    rateLimit: writes,
  }),
  /** The respondent's view of the thread (caucus messages for the applicant are not in it). */
  respondentThread: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/thread',
    body: respondentTokenBody,
    response: caseThreadView,
    rateLimit: tokenGuesses,
  }),
  respondentMessage: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/message',
    body: respondentMessageBody,
    response: caseMessageView,
    rateLimit: [tokenGuesses, perIp(20)],
  }),
  respondentProposal: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/proposal',
    body: respondentProposalBody,
    response: proposalView,
    rateLimit: [tokenGuesses, perIp(20)],
  }),
  respondentProposalAnswer: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/proposal/answer',
    body: respondentProposalAnswerBody,
    response: proposalView,
    rateLimit: [tokenGuesses, perIp(20)],
  }),
  /** The mediator's view: every message, caucus included. */
  mediatorThread: endpoint({
    ...mediator,
    method: 'GET',
    path: '/admin/mediation/cases/:id/thread',
    params: caseIdParams,
    response: caseThreadView,
  }),
  /** To both parties, or to one alone (caucus). */
  mediatorMessage: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/messages',
    params: caseIdParams,
    body: mediatorMessageBody,
    response: caseMessageView,
  }),
  /** A proposal to both parties; one of the mediator's open at a time (the case is locked while it is put). */
  mediatorProposal: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/proposals',
    params: caseIdParams,
    body: mediatorProposalBody,
    response: proposalView,
    rateLimit: writes,
  }),
} as const;
