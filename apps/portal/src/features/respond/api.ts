import type { Client } from '@platform/client';
import {
  caseTopic,
  mediationThreadApi,
  type RespondentAnswerBody,
  type RespondentCaseView,
  type RespondentMessageBody,
  type RespondentProposalAnswerBody,
  type RespondentProposalBody,
  type RespondentSignBody,
  respondentApi,
} from '@platform/contracts';
import { whileUnheard } from '@platform/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { liveSocket } from '../../lib/live.ts';

export const respondentCaseKey = (token: string) => ['respondent', 'case', token] as const;

/**
 * POST /api/respondent/case { token }: the claim, where the respondent stands, what comes next, the agreement. The
 * token is the respondent's only credential, so it travels in the body. A refused link is final: no retry.
 */
export const respondentCaseQuery = (token: string) =>
  queryOptions({
    queryKey: respondentCaseKey(token),
    queryFn: () => api.call(respondentApi.case, { body: { token } }),
    staleTime: 30_000,
    retry: false,
  });

/** POST /api/respondent/code: mails a code to confirm the address the respondent takes part with. */
export const sendRespondentCode = (token: string, email: string) =>
  api.call(respondentApi.sendCode, { body: { token, email } });

/** POST /api/respondent/answer: take part, decline, or ask a question. */
export const answerAsRespondent = (body: RespondentAnswerBody): Promise<RespondentCaseView> =>
  api.call(respondentApi.answer, { body });

/** POST /api/respondent/sign. */
export const signAsRespondent = (body: RespondentSignBody) => api.call(respondentApi.sign, { body });

/** POST /api/respondent/pdf { token }: the current agreement as a PDF file. */
export const respondentPdf = (token: string) => api.download(respondentApi.pdf, { body: { token } });

export const respondentThreadKey = (token: string) => ['respondent', 'thread', token] as const;

/**
 * POST /api/respondent/thread { token }: the conversation and proposals as the respondent sees them (no caucus with the
 * applicant). Reading it marks it read. It follows the case's news (useNews), and is asked again every 10 s only
 * while that is not heard.
 */
export const respondentThreadQuery = (token: string, caseId: number) =>
  queryOptions({
    queryKey: respondentThreadKey(token),
    queryFn: () => api.call(mediationThreadApi.respondentThread, { body: { token } }),
    staleTime: 5_000,
    refetchInterval: () => whileUnheard(liveSocket, caseTopic(caseId), 10_000),
    retry: false,
  });

/** POST /api/respondent/message, with files uploaded through the link's file door (respondentUploads). */
export const sendRespondentMessage = (body: RespondentMessageBody) =>
  api.call(mediationThreadApi.respondentMessage, { body });

/** POST /api/respondent/proposal. */
export const proposeAsRespondent = (body: RespondentProposalBody) =>
  api.call(mediationThreadApi.respondentProposal, { body });

/** POST /api/respondent/proposal/answer. */
export const answerProposalAsRespondent = (body: RespondentProposalAnswerBody) =>
  api.call(mediationThreadApi.respondentProposalAnswer, { body });

/**
 * The uploader of the message form for the respondent: POST /api/respondent/file/upload, the token sent before the
 * file (the server checks the link before it reads the file).
 */
export const respondentUploads = (token: string): Pick<Client, 'upload'> => ({
  upload: (file, opts = {}) => api.upload(file, { ...opts, fields: { token }, endpoint: respondentApi.upload }),
});

/** POST /api/respondent/file { token, name }: a file of the thread meant for the respondent. */
export const respondentFile = (token: string, path: string) =>
  api.download(respondentApi.file, { body: { token, name: path.replace(/^\/file\//, '') } });
