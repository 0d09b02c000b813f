// An object's history on its own page (issue 32 §4): any operator may ask, and is answered only for the kinds of
// object their roles may read, by the rule of the endpoint that reads that object, so the two never disagree.
import { auditEntryView } from '../admin.ts';
import { type Caller, endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { type HistoryTarget, objectHistoryQuery } from '../object-history.ts';
import { adminApi } from './admin.ts';
import { blockTradingAdminApi } from './block-trading.ts';
import { followAdminApi } from './follow.ts';
import { ipoAdminApi } from './ipo.ts';
import { loansAdminApi } from './loans.ts';
import { marketAdminApi } from './market-admin.ts';
import { mediationAdminApi } from './mediation-admin.ts';
import { moneyAdminApi } from './money-admin.ts';
import { realNameAdminApi } from './realname-admin.ts';
import { supportAdminApi } from './support-admin.ts';
import { tradingAdminApi } from './trading-admin.ts';

/** Who may read each kind of object's history: whoever may read the object. */
export const HISTORY_READERS: Record<HistoryTarget, Caller> = {
  user: adminApi.getUser.caller,
  mediation_case: mediationAdminApi.case.caller,
  real_name: realNameAdminApi.submissions.caller,
  deposit: moneyAdminApi.deposits.list.caller,
  withdrawal: moneyAdminApi.withdrawals.list.caller,
  loan: loansAdminApi.application.caller,
  block_trade_application: blockTradingAdminApi.applications.caller,
  support_conversation: supportAdminApi.conversations.caller,
  instrument: marketAdminApi.instrument.caller,
  trading_class: tradingAdminApi.settings.caller,
  ipo_offering: ipoAdminApi.offerings.caller,
  follow_order: followAdminApi.settleNow.caller,
};

export const objectHistoryApi = {
  /** The audit entries about one object (or every object of a kind), newest first. */
  history: endpoint({
    tag: 'audit',
    caller: 'operator',
    method: 'GET',
    path: '/admin/history',
    query: objectHistoryQuery,
    response: pageOf(auditEntryView),
  }),
} as const;
