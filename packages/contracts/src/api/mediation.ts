// The portal's mediation (issue 3 §2, /apply, /profile, /contract): reference data and statistics for anyone; cases,
// agreements and progress reports for their owner. The spec's paths are kept as they are, spelling included.
import { endpoint, perIp, RAW_RESPONSE } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  applyMediateBody,
  caseCountsView,
  caseDetailView,
  caseRowView,
  disputeTypeView,
  mediateDataView,
  myMediateInfoQuery,
  requiredMaterialsQuery,
  requiredMaterialsView,
  withdrawCaseBody,
} from '../mediation.ts';
import {
  agreementRowView,
  agreementView,
  confirmPaymentBody,
  contractPdfQuery,
  getContractQuery,
  saveContractBody,
} from '../mediation-agreement.ts';
import { idQuery } from '../mediation-common.ts';
import { reportPageListBody, reportRowView, reportView } from '../mediation-report.ts';
import { z } from '../zod.ts';

const anyone = { tag: 'mediation', caller: 'public' } as const;
const owner = { tag: 'mediation', caller: 'user' } as const;

export const mediationApi = {
  /** The kinds of dispute the service mediates (the spec's spelling). */
  disputeTypes: endpoint({
    ...anyone,
    method: 'GET',
    path: '/mediate/getExeperienceType',
    response: z.array(disputeTypeView),
  }),
  /** What an applicant should provide, per dispute type; all types without the filter. */
  requiredMaterials: endpoint({
    ...anyone,
    method: 'GET',
    path: '/mediate/getMediaterequest',
    query: requiredMaterialsQuery,
    response: z.array(requiredMaterialsView),
  }),
  /** The service's statistics, counted from the case table at the moment of asking. */
  statistics: endpoint({ ...anyone, method: 'GET', path: '/mediate/getMediateData', response: mediateDataView }),
  /** An application becomes a submitted case with a tracking number. */
  apply: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/applyMediate',
    body: applyMediateBody,
    response: caseDetailView,
    rateLimit: perIp(10),
    announces: 'queue.cases',
  }),
  /** How many cases the user has, in total, open, closed and per state. */
  caseCounts: endpoint({ ...owner, method: 'GET', path: '/mediate/myMediateInfoCount', response: caseCountsView }),
  /** The user's cases, newest first. */
  cases: endpoint({
    ...owner,
    method: 'GET',
    path: '/mediate/myMediateInfo',
    query: myMediateInfoQuery,
    response: pageOf(caseRowView),
  }),
  /** One of the user's cases with its evidence and history. */
  case: endpoint({ ...owner, method: 'GET', path: '/mediate/getInfo', query: idQuery, response: caseDetailView }),
  /** The user ends their case before it is signed; an unsigned agreement lapses. */
  withdraw: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/withdraw',
    body: withdrawCaseBody,
    response: caseDetailView,
  }),
  /** The agreement to read and sign (that case's, else the one awaiting signature, else the latest); reading it is recorded. */
  agreement: endpoint({
    ...owner,
    method: 'GET',
    path: '/mediate/getContract',
    query: getContractQuery,
    response: agreementView.nullable(),
  }),
  /** Every agreement of the user's cases, newest first. */
  agreements: endpoint({
    ...owner,
    method: 'GET',
    path: '/mediate/contractList',
    response: z.array(agreementRowView),
  }),
  /** The user's agreement as a PDF (signature and audit page once signed); `download=1` asks for an attachment. */
  agreementPdf: endpoint({
    ...owner,
    method: 'GET',
    path: '/mediate/contractPdf',
    query: contractPdfQuery,
    response: RAW_RESPONSE,
  }),
  /** The user signs the agreement they read; the case becomes `signed`. */
  signAgreement: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/saveContract',
    body: saveContractBody,
    response: agreementView,
  }),
  /**
   * After both signed, the applicant says whether the agreed payment arrived: yes settles the case (once, however
   * often sent); not yet is recorded and the respondent and the mediator are told.
   */
  confirmPayment: endpoint({
    ...owner,
    method: 'POST',
    path: '/mediate/confirmPayment',
    body: confirmPaymentBody,
    response: agreementView,
  }),
  /** The progress reports on the user's cases, newest first (a POST with a paging body, as the spec has it). */
  reports: endpoint({
    ...owner,
    method: 'POST',
    path: '/report/pageList',
    body: reportPageListBody,
    response: pageOf(reportRowView),
  }),
  /** One progress report on one of the user's cases, with its attachments. */
  report: endpoint({ ...owner, method: 'GET', path: '/report/getInfo', query: idQuery, response: reportView }),
} as const;
