// Paths of the portal's domains, relative to the API base (`/api`), as the client and the server both use them.
// The spec's section 7 rows are matched exactly (including its spelling of getExeperienceType).
import type { ContentKind } from './content-admin.ts';

export const PORTAL_PATHS = {
  // real-name, wallet, password (signed in)
  real: '/real',
  getRealInfo: '/getRealInfo',
  updateWallet: '/updateWallet',
  getWallet: '/getWallet',
  updatePwd: '/updatePwd',
  // mediation (signed in, except the three reference reads and the statistics)
  myMediateInfoCount: '/mediate/myMediateInfoCount',
  myMediateInfo: '/mediate/myMediateInfo',
  mediateInfo: '/mediate/getInfo',
  withdrawMediate: '/mediate/withdraw',
  getMediateData: '/mediate/getMediateData',
  getExeperienceType: '/mediate/getExeperienceType',
  getMediaterequest: '/mediate/getMediaterequest',
  applyMediate: '/mediate/applyMediate',
  getContract: '/mediate/getContract',
  contractList: '/mediate/contractList',
  contractPdf: '/mediate/contractPdf',
  saveContract: '/mediate/saveContract',
  // reports (signed in)
  reportPageList: '/report/pageList',
  reportGetInfo: '/report/getInfo',
  // published content (public)
  latestNewsList: '/latestNews/list',
  latestNewsDetail: '/latestNews/detail',
  rightsProtectionList: '/rightsProtection/list',
  rightsProtectionDetail: '/rightsProtection/detail',
  planList: '/plan/list',
  planDetail: '/plan/detail',
  serviceList: '/service/list',
  serviceDetail: '/service/detail',
  aboutUsList: '/aboutUs/list',
  certificateList: '/certificate/list',
  partnerList: '/partner/list',
  // feedback
  feedbackAdd: '/feedback/add',
  feedbackMyList: '/feedback/myList',
  feedbackContact: '/feedback/contact',
} as const;

/** The back office's paths for these domains. */
export const PORTAL_ADMIN_PATHS = {
  cases: '/admin/mediation/cases',
  case: (id: number) => `/admin/mediation/cases/${id}`,
  caseStatus: (id: number) => `/admin/mediation/cases/${id}/status`,
  caseAssign: (id: number) => `/admin/mediation/cases/${id}/assign`,
  caseReports: (id: number) => `/admin/mediation/cases/${id}/reports`,
  caseAgreement: (id: number) => `/admin/mediation/cases/${id}/agreement`,
  agreementPdf: (id: number) => `/admin/mediation/agreements/${id}/pdf`,
  mediators: '/admin/mediation/mediators',
  realNames: '/admin/realname',
  realName: (id: number) => `/admin/realname/${id}`,
  realNameReview: (id: number) => `/admin/realname/${id}/review`,
  feedback: '/admin/feedback',
  feedbackAnswer: (id: number) => `/admin/feedback/${id}/answer`,
  content: (kind: ContentKind) => `/admin/content/${kind}`,
  contentItem: (kind: ContentKind, id: number) => `/admin/content/${kind}/${id}`,
  contentPublish: (kind: ContentKind, id: number) => `/admin/content/${kind}/${id}/publish`,
  contentDelete: (kind: ContentKind, id: number) => `/admin/content/${kind}/${id}/delete`,
} as const;
