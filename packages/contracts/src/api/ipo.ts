// IPO subscriptions (issue 17 §1): offerings, the user's subscriptions and the published allotment; the back
// office's offerings and its sandbox controls.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminIpoOfferingsQuery,
  adminIpoOfferingView,
  ipoAllotmentView,
  ipoChangeBody,
  ipoOfferingBody,
  ipoOfferingDetail,
  ipoOfferingParams,
  ipoOfferingPatchBody,
  ipoOfferingsQuery,
  ipoOfferingView,
  ipoPreviewView,
  ipoSandboxBody,
  ipoSubscribeBody,
  ipoSubscriptionParams,
  ipoSubscriptionsQuery,
  ipoSubscriptionView,
} from '../ipo.ts';

const user = { tag: 'ipo', caller: 'user' } as const;
const admin = { tag: 'ipo', caller: { roles: ['admin'] } } as const;
const money = perAccount(120, { bucket: 'ipo' });

export const ipoApi = {
  /** Offerings open for subscription now (the spec's 'purchasable'), closing soonest first. */
  purchasable: endpoint({
    ...user,
    method: 'GET',
    path: '/ipo/offerings',
    query: ipoOfferingsQuery,
    response: pageOf(ipoOfferingView),
  }),
  /** One offering (any phase) with the caller's subscription to it. */
  offering: endpoint({
    ...user,
    method: 'GET',
    path: '/ipo/offerings/:id',
    params: ipoOfferingParams,
    response: ipoOfferingDetail,
  }),
  preview: endpoint({
    ...user,
    method: 'GET',
    path: '/ipo/offerings/:id/preview',
    params: ipoOfferingParams,
    query: ipoSubscribeBody,
    response: ipoPreviewView,
  }),
  /** The published allotment: the seed's hash from the opening, the seed and every line after the deadline. */
  allotment: endpoint({
    ...user,
    method: 'GET',
    path: '/ipo/offerings/:id/allotment',
    params: ipoOfferingParams,
    response: ipoAllotmentView,
  }),
  subscribe: endpoint({
    ...user,
    method: 'POST',
    path: '/ipo/offerings/:id/subscriptions',
    params: ipoOfferingParams,
    body: ipoSubscribeBody,
    response: ipoSubscriptionView,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.ipo',
  }),
  /** The caller's subscriptions: `subscribed` (waiting for the allotment) or `mine` (all). */
  subscriptions: endpoint({
    ...user,
    method: 'GET',
    path: '/ipo/subscriptions',
    query: ipoSubscriptionsQuery,
    response: pageOf(ipoSubscriptionView),
  }),
  change: endpoint({
    ...user,
    method: 'POST',
    path: '/ipo/subscriptions/:id',
    params: ipoSubscriptionParams,
    body: ipoChangeBody,
    response: ipoSubscriptionView,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.ipo',
  }),
  withdraw: endpoint({
    ...user,
    method: 'POST',
    path: '/ipo/subscriptions/:id/withdraw',
    params: ipoSubscriptionParams,
    response: ipoSubscriptionView,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.ipo',
  }),
} as const;

export const ipoAdminApi = {
  offerings: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/ipo/offerings',
    query: adminIpoOfferingsQuery,
    response: pageOf(adminIpoOfferingView),
  }),
  /** One offering (its page in the back office). */
  offering: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/ipo/offerings/:id',
    params: ipoOfferingParams,
    response: adminIpoOfferingView,
  }),
  create: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/ipo/offerings',
    announces: 'ipo',
    body: ipoOfferingBody,
    response: adminIpoOfferingView,
  }),
  /** Every field before the offering opens. */
  update: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/ipo/offerings/:id',
    announces: 'ipo',
    params: ipoOfferingParams,
    body: ipoOfferingBody,
    response: adminIpoOfferingView,
  }),
  /** Once open: the final price (before the allotment) and the prospectus. */
  patch: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/ipo/offerings/:id/patch',
    announces: 'ipo',
    params: ipoOfferingParams,
    body: ipoOfferingPatchBody,
    response: adminIpoOfferingView,
  }),
  /** The published allotment as users see it (operators are not users, so they read it here). */
  allotment: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/ipo/offerings/:id/allotment',
    params: ipoOfferingParams,
    response: ipoAllotmentView,
  }),
  /** Sandbox only: the deadline becomes now, and the allotment runs (the final price must be set). */
  closeNow: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/ipo/offerings/:id/sandbox/close-now',
    announces: 'ipo',
    params: ipoOfferingParams,
    body: ipoSandboxBody,
    response: adminIpoOfferingView,
  }),
  /** Sandbox only: the listing date becomes today, and allotted shares become positions. */
  listNow: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/ipo/offerings/:id/sandbox/list-now',
    announces: 'ipo',
    params: ipoOfferingParams,
    body: ipoSandboxBody,
    response: adminIpoOfferingView,
  }),
} as const;
