// Real-name review in the back office: reviewers and admins approve, or reject with the reason the user sees.
import { endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { idParams } from '../mediation-common.ts';
import { adminRealNameQuery, adminRealNameView, reviewRealNameBody } from '../realname.ts';

const reviewer = { tag: 'realname', caller: { roles: ['reviewer', 'admin'] } } as const;

export const realNameAdminApi = {
  /** Submissions; pending ones oldest first (the queue), the others newest first. */
  submissions: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/realname',
    query: adminRealNameQuery,
    response: pageOf(adminRealNameView),
  }),
  /** One submission in full. */
  submission: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/realname/:id',
    params: idParams,
    response: adminRealNameView,
  }),
  /** Approves, or rejects with the reason the user sees. */
  review: endpoint({
    ...reviewer,
    method: 'POST',
    path: '/admin/realname/:id/review',
    params: idParams,
    body: reviewRealNameBody,
    response: adminRealNameView,
    announces: 'queue.identity',
  }),
} as const;
