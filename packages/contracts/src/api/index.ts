// Every endpoint of the API, grouped by domain: the route table the server registers and the hardening tests sweep.
import type { EndpointDefinition } from '../endpoint.ts';
import { accountApi } from './account.ts';
import { adminApi } from './admin.ts';
import { adminWorkApi, WORK_KIND_CALLERS } from './admin-work.ts';
import { alertsApi } from './alerts.ts';
import { blockTradingAdminApi, blockTradingApi } from './block-trading.ts';
import { contentApi } from './content.ts';
import { contentAdminApi } from './content-admin.ts';
import { feedbackApi } from './feedback.ts';
import { feedbackAdminApi } from './feedback-admin.ts';
import { filesApi } from './files.ts';
import { followAdminApi, followApi } from './follow.ts';
import { identityApi } from './identity.ts';
import { inboxAdminApi, inboxApi } from './inbox.ts';
import { ipoAdminApi, ipoApi } from './ipo.ts';
import { loansAdminApi, loansApi } from './loans.ts';
import { marketApi } from './market.ts';
import { marketAdminApi } from './market-admin.ts';
import { marketNotesApi } from './market-notes.ts';
import { mediationApi } from './mediation.ts';
import { mediationAdminApi } from './mediation-admin.ts';
import { mediationNoticesApi } from './mediation-notices.ts';
import { respondentApi } from './mediation-respondent.ts';
import { mediationThreadApi } from './mediation-thread.ts';
import { miningAdminApi, miningApi } from './mining.ts';
import { moneyApi } from './money.ts';
import { moneyAdminApi } from './money-admin.ts';
import { HISTORY_READERS, objectHistoryApi } from './object-history.ts';
import { realNameApi } from './realname.ts';
import { realNameAdminApi } from './realname-admin.ts';
import { referralApi } from './referral.ts';
import { robotsAdminApi, robotsApi } from './robots.ts';
import { securityApi } from './security.ts';
import { sessionsApi } from './sessions.ts';
import { supportApi } from './support.ts';
import { supportAdminApi } from './support-admin.ts';
import { systemApi } from './system.ts';
import { tradingApi } from './trading.ts';
import { tradingAdminApi } from './trading-admin.ts';
import { twoFactorApi } from './two-factor.ts';
import { watchlistsApi } from './watchlists.ts';

export {
  accountApi,
  adminApi,
  adminWorkApi,
  alertsApi,
  blockTradingAdminApi,
  blockTradingApi,
  contentAdminApi,
  contentApi,
  feedbackAdminApi,
  feedbackApi,
  filesApi,
  followAdminApi,
  followApi,
  HISTORY_READERS,
  identityApi,
  inboxAdminApi,
  inboxApi,
  ipoAdminApi,
  ipoApi,
  loansAdminApi,
  loansApi,
  marketAdminApi,
  marketApi,
  marketNotesApi,
  mediationAdminApi,
  mediationApi,
  mediationNoticesApi,
  mediationThreadApi,
  miningAdminApi,
  miningApi,
  moneyAdminApi,
  moneyApi,
  objectHistoryApi,
  realNameAdminApi,
  realNameApi,
  referralApi,
  respondentApi,
  robotsAdminApi,
  robotsApi,
  securityApi,
  sessionsApi,
  supportAdminApi,
  supportApi,
  systemApi,
  tradingAdminApi,
  tradingApi,
  twoFactorApi,
  WORK_KIND_CALLERS,
  watchlistsApi,
};

export const API = {
  account: accountApi,
  admin: adminApi,
  adminWork: adminWorkApi,
  alerts: alertsApi,
  blockTradingAdmin: blockTradingAdminApi,
  blockTrading: blockTradingApi,
  contentAdmin: contentAdminApi,
  content: contentApi,
  feedbackAdmin: feedbackAdminApi,
  feedback: feedbackApi,
  files: filesApi,
  followAdmin: followAdminApi,
  follow: followApi,
  identity: identityApi,
  inboxAdmin: inboxAdminApi,
  inbox: inboxApi,
  ipoAdmin: ipoAdminApi,
  ipo: ipoApi,
  loansAdmin: loansAdminApi,
  loans: loansApi,
  marketAdmin: marketAdminApi,
  market: marketApi,
  marketNotes: marketNotesApi,
  mediationAdmin: mediationAdminApi,
  mediation: mediationApi,
  mediationNotices: mediationNoticesApi,
  mediationThread: mediationThreadApi,
  miningAdmin: miningAdminApi,
  mining: miningApi,
  moneyAdmin: moneyAdminApi,
  objectHistory: objectHistoryApi,
  money: moneyApi,
  realNameAdmin: realNameAdminApi,
  realName: realNameApi,
  referral: referralApi,
  respondent: respondentApi,
  robotsAdmin: robotsAdminApi,
  robots: robotsApi,
  security: securityApi,
  sessions: sessionsApi,
  supportAdmin: supportAdminApi,
  support: supportApi,
  system: systemApi,
  tradingAdmin: tradingAdminApi,
  trading: tradingApi,
  twoFactor: twoFactorApi,
  watchlists: watchlistsApi,
} as const;

type Group = { readonly [name: string]: EndpointDefinition | Group };

const isEndpoint = (value: EndpointDefinition | Group): value is EndpointDefinition =>
  typeof (value as EndpointDefinition).method === 'string' && typeof (value as EndpointDefinition).path === 'string';

/** Every endpoint in the table, each once, with a dotted name (`money.createTransfer`). */
export function allEndpoints(group: Group = API, prefix = ''): Array<{ name: string; endpoint: EndpointDefinition }> {
  return Object.entries(group).flatMap(([key, value]) =>
    isEndpoint(value) ? [{ name: `${prefix}${key}`, endpoint: value }] : allEndpoints(value, `${prefix}${key}.`),
  );
}
