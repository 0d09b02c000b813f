import {
  type ApplicantMessageBody,
  type ApplicantProposalAnswerBody,
  type ApplicantProposalBody,
  accountApi,
  type CaseState,
  caseTopic,
  mediationApi,
  mediationThreadApi,
  type UpdatePwdBody,
  type WithdrawCaseBody,
} from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { liveSocket } from '../../lib/live.ts';

export const PROFILE_PAGE_SIZE = 10;

/** GET /api/mediate/myMediateInfoCount. */
export const caseCountsQuery = () =>
  queryOptions({
    queryKey: ['mediation', 'mine', 'counts'],
    queryFn: () => api.call(mediationApi.caseCounts),
    staleTime: 10_000,
  });

/** GET /api/mediate/myMediateInfo?page=&size=&status=. */
export const myCasesQuery = (page: number, status: CaseState | undefined, size = PROFILE_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['mediation', 'mine', 'list', page, size, status ?? 'all'],
    queryFn: () => api.call(mediationApi.cases, { query: { page, size, status } }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/mediate/getInfo?id= (own case only). */
export const caseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['mediation', 'mine', 'detail', id],
    queryFn: () => api.call(mediationApi.case, { query: { id } }),
    staleTime: 10_000,
  });

/**
 * GET /api/mediate/thread?caseId=: the case's conversation and proposals as the applicant sees them. Reading it marks
 * it read. It follows the case's news (useCaseNews), and is asked again every 10 s only while that is not heard.
 */
export const caseThreadQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['mediation', 'mine', 'thread', caseId],
    queryFn: () => api.call(mediationThreadApi.applicantThread, { query: { caseId } }),
    staleTime: 5_000,
    refetchInterval: () => whileUnheard(liveSocket, caseTopic(caseId), 10_000),
  });

/** While a case is on screen: the user's case reads (its thread, detail, lists and counts) follow its news. */
export const useCaseNews = (caseId: number) => useNews(liveSocket, caseTopic(caseId), ['mediation', 'mine']);

/** POST /api/mediate/message. */
export const sendCaseMessage = (body: ApplicantMessageBody) => api.call(mediationThreadApi.applicantMessage, { body });

/** POST /api/mediate/proposal. */
export const proposeSettlement = (body: ApplicantProposalBody) =>
  api.call(mediationThreadApi.applicantProposal, { body });

/** POST /api/mediate/proposal/answer. */
export const answerProposal = (body: ApplicantProposalAnswerBody) =>
  api.call(mediationThreadApi.applicantProposalAnswer, { body });

/** POST /api/mediate/withdraw. */
export const withdrawCase = (body: WithdrawCaseBody) => api.call(mediationApi.withdraw, { body });

/** POST /api/report/pageList: progress reports on the user's cases, newest first. */
export const reportsQuery = (page: number, caseId?: number, size = PROFILE_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['mediation', 'reports', 'list', page, size, caseId ?? 'all'],
    queryFn: () => api.call(mediationApi.reports, { body: { page, size, caseId } }, { allowParallel: true }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/report/getInfo?id=. */
export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: ['mediation', 'reports', 'detail', id],
    queryFn: () => api.call(mediationApi.report, { query: { id } }),
    staleTime: 60_000,
  });

/** POST /api/updatePwd: every session ends, this one too. */
export const updatePassword = (body: UpdatePwdBody) => api.call(accountApi.updatePwd, { body });
