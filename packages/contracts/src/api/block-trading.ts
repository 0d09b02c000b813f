// Block trading (issue 17 §2): the user's permission and the house offers; the back office's review queue and offers.
import {
  adminBlockApplicationsQuery,
  adminBlockApplicationView,
  adminBlockOffersView,
  adminBlockOfferView,
  blockApplicationParams,
  blockOffersView,
  blockOrderBody,
  blockOrderResult,
  blockPermissionView,
  blockPreviewView,
  reviewBlockApplicationBody,
  setBlockOfferBody,
} from '../block-trading.ts';
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';

const user = { tag: 'block-trading', caller: 'user' } as const;
/** Those who review identities (KYC) review block-trade permissions too. */
const reviewer = { tag: 'block-trading', caller: { roles: ['reviewer', 'admin'] } } as const;
/** Offers set what users may trade: admins only. */
const admin = { tag: 'block-trading', caller: { roles: ['admin'] } } as const;

export const blockTradingApi = {
  permission: endpoint({ ...user, method: 'GET', path: '/block-trading/permission', response: blockPermissionView }),
  /** Not yet opened or rejected → under review; repeated while under review, answers with the same application. */
  apply: endpoint({
    ...user,
    method: 'POST',
    path: '/block-trading/permission/apply',
    response: blockPermissionView,
    rateLimit: perAccount(20),
    announces: 'queue.blockApplications',
  }),
  /** Open offers (available > 0), priced now. Needs the permission. */
  offers: endpoint({ ...user, method: 'GET', path: '/block-trading/offers', response: blockOffersView }),
  /** The order's price, amount, margin and fee now, and the free margin it would come from. Needs the permission. */
  preview: endpoint({
    ...user,
    method: 'GET',
    path: '/block-trading/preview',
    query: blockOrderBody,
    response: blockPreviewView,
  }),
  placeOrder: endpoint({
    ...user,
    method: 'POST',
    path: '/block-trading/orders',
    announces: 'block',
    body: blockOrderBody,
    response: blockOrderResult,
    idempotent: true,
    rateLimit: perAccount(120, { bucket: 'trading' }),
  }),
} as const;

export const blockTradingAdminApi = {
  /** Applications; pending ones oldest first (the queue), the others newest first. */
  applications: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/block-trading/applications',
    query: adminBlockApplicationsQuery,
    response: pageOf(adminBlockApplicationView),
  }),
  /** One application, decided or not (its page in the back office). */
  application: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/block-trading/applications/:id',
    params: blockApplicationParams,
    response: adminBlockApplicationView,
  }),
  review: endpoint({
    ...reviewer,
    method: 'POST',
    path: '/admin/block-trading/applications/:id/review',
    params: blockApplicationParams,
    body: reviewBlockApplicationBody,
    response: adminBlockApplicationView,
    announces: 'queue.blockApplications',
  }),
  offers: endpoint({ ...admin, method: 'GET', path: '/admin/block-trading/offers', response: adminBlockOffersView }),
  setOffer: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/block-trading/offers',
    announces: 'block',
    body: setBlockOfferBody,
    response: adminBlockOfferView,
  }),
} as const;
