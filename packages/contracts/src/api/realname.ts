// Real-name verification, the user's side (issue 3 /realname): submit once, then see the reviewer's decision.
import { endpoint, perIp } from '../endpoint.ts';
import { kycBody, realInfoView, realNameBody } from '../realname.ts';

const user = { tag: 'realname', caller: 'user' } as const;

export const realNameApi = {
  /** Submits real-name details for review; refused while one is pending or once approved. */
  submit: endpoint({
    ...user,
    method: 'POST',
    path: '/real',
    body: realNameBody,
    response: realInfoView,
    rateLimit: perIp(10),
    announces: 'queue.identity',
  }),
  /** The trade app's KYC: the same identity record and reviewer queue, with the names apart. */
  submitKyc: endpoint({
    ...user,
    method: 'POST',
    path: '/kyc',
    body: kycBody,
    response: realInfoView,
    rateLimit: perIp(10),
    announces: 'queue.identity',
  }),
  /** Not submitted, pending, approved, or rejected with the reviewer's reason; with the latest submission. */
  info: endpoint({ ...user, method: 'GET', path: '/getRealInfo', response: realInfoView }),
} as const;
