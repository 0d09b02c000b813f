// Referrals and the install page (issue 14 §3).
import { endpoint } from '../endpoint.ts';
import { installInfoView, referralsQuery, referralsView } from '../referral.ts';

export const referralApi = {
  /** The signed-in user's invitation code and the people who joined with it, newest first. */
  referrals: endpoint({
    tag: 'referral',
    caller: 'user',
    method: 'GET',
    path: '/referrals',
    query: referralsQuery,
    response: referralsView,
  }),
  /** The store links the install page shows (public). */
  installInfo: endpoint({
    tag: 'referral',
    caller: 'public',
    method: 'GET',
    path: '/app/install',
    response: installInfoView,
  }),
};
