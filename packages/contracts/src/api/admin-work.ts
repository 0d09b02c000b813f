// The operator's work queue (issue 32 §1): any operator may ask; each kind of work is answered only to the roles of
// the queue it opens, so a mediator never receives deposits and a support operator never receives money.
import { type WorkKind, workQueueQuery, workQueueView } from '../admin-work.ts';
import { type Caller, endpoint } from '../endpoint.ts';
import { blockTradingAdminApi } from './block-trading.ts';
import { loansAdminApi } from './loans.ts';
import { mediationAdminApi } from './mediation-admin.ts';
import { moneyAdminApi } from './money-admin.ts';
import { realNameAdminApi } from './realname-admin.ts';
import { supportAdminApi } from './support-admin.ts';

/** Who sees each kind of work: the rule of the queue its items open, so the two never disagree. */
export const WORK_KIND_CALLERS: Record<WorkKind, Caller> = {
  cases: mediationAdminApi.cases.caller,
  identity: realNameAdminApi.submissions.caller,
  loans: loansAdminApi.applications.caller,
  blockTrading: blockTradingAdminApi.applications.caller,
  deposits: moneyAdminApi.deposits.list.caller,
  withdrawals: moneyAdminApi.withdrawals.list.caller,
  support: supportAdminApi.conversations.caller,
};

export const adminWorkApi = {
  /** What waits on the calling operator, per kind they may see: the most urgent first, with counts. */
  queue: endpoint({
    tag: 'admin',
    caller: 'operator',
    method: 'GET',
    path: '/admin/work',
    query: workQueueQuery,
    response: workQueueView,
  }),
} as const;
