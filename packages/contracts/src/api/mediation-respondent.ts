// The respondent's side of a case (issue 15 §1): reached through a private link, whose token is the caller's only
// credential; it travels in the body (never in a logged URL), and every door is rate limited per address.
import { endpoint, perIp, RAW_RESPONSE } from '../endpoint.ts';
import { uploadedFileView } from '../files.ts';
import {
  respondentAnswerBody,
  respondentCaseView,
  respondentCodeBody,
  respondentFileBody,
  respondentSignBody,
  respondentTokenBody,
} from '../mediation-respondent.ts';

const respondent = { tag: 'mediation', caller: 'public' } as const;
/** One budget per address for every door that takes a respondent's token (here and in the thread's doors). */
export const tokenGuesses = { per: 'ip', perMinute: 30, bucket: 'respondent-token' } as const;

export const respondentApi = {
  /** The claim, where the respondent stands, what comes next, and the agreement once drafted. */
  case: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/case',
    body: respondentTokenBody,
    response: respondentCaseView,
    rateLimit: tokenGuesses,
  }),
  /** Mails a code to the address the respondent takes part with. */
  sendCode: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/code',
    body: respondentCodeBody,
    response: respondentCaseView.pick({ trackingNumber: true }),
    rateLimit: [tokenGuesses, perIp(5)],
  }),
  /** Takes part (confirmed e-mail), declines with a reason, or asks the mediator a question. */
  answer: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/answer',
    body: respondentAnswerBody,
    response: respondentCaseView,
    rateLimit: [tokenGuesses, perIp(10)],
  }),
  /** Signs the current agreement as the respondent. */
  sign: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/sign',
    body: respondentSignBody,
    response: respondentCaseView,
    rateLimit: [tokenGuesses, perIp(10)],
  }),
  /** The current agreement as a PDF. */
  pdf: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/pdf',
    body: respondentTokenBody,
    response: RAW_RESPONSE,
    rateLimit: tokenGuesses,
  }),
  /**
   * Multipart: the field `token` first, then `file`; checked as every upload is (content decides the type, PDFs
   * without scripts, the size limit). Answers as /file/uploadOne does: the path in `msg`, the file in `data`.
   */
  upload: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/file/upload',
    multipart: true,
    response: uploadedFileView,
    rateLimit: [tokenGuesses, perIp(20)],
  }),
  /** A file of the case's thread that the respondent may read. */
  file: endpoint({
    ...respondent,
    method: 'POST',
    path: '/respondent/file',
    body: respondentFileBody,
    response: RAW_RESPONSE,
    rateLimit: tokenGuesses,
  }),
} as const;
