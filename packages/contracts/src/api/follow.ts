// Institution follow (issue 17 §3): the institutions and their records, the user's follow orders; the back office's
// institutions and its sandbox control.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminFollowInstitutionView,
  adminFollowListQuery,
  adminFollowOrderView,
  followInstitutionBody,
  followInstitutionDetail,
  followInstitutionParams,
  followInstitutionView,
  followListQuery,
  followOrderBody,
  followOrderParams,
  followOrderView,
  followPreviewView,
  followSandboxBody,
} from '../follow.ts';

const user = { tag: 'follow', caller: 'user' } as const;
const admin = { tag: 'follow', caller: { roles: ['admin'] } } as const;

export const followApi = {
  /** Active institutions with their track records. */
  institutions: endpoint({
    ...user,
    method: 'GET',
    path: '/follow/institutions',
    query: followListQuery,
    response: pageOf(followInstitutionView),
  }),
  institution: endpoint({
    ...user,
    method: 'GET',
    path: '/follow/institutions/:id',
    params: followInstitutionParams,
    response: followInstitutionDetail,
  }),
  preview: endpoint({
    ...user,
    method: 'GET',
    path: '/follow/institutions/:id/preview',
    params: followInstitutionParams,
    query: followOrderBody,
    response: followPreviewView,
  }),
  /** Needs a verified identity (KYC). Holds the amount from the trading account until settlement. */
  placeOrder: endpoint({
    ...user,
    method: 'POST',
    path: '/follow/institutions/:id/orders',
    params: followInstitutionParams,
    body: followOrderBody,
    response: followOrderView,
    idempotent: true,
    rateLimit: perAccount(60, { bucket: 'follow' }),
    announces: 'uptake.follow',
  }),
  /** The caller's follow orders, newest first, with their live value (the records' fourth tab). */
  orders: endpoint({
    ...user,
    method: 'GET',
    path: '/follow/orders',
    query: followListQuery,
    response: pageOf(followOrderView),
  }),
  order: endpoint({
    ...user,
    method: 'GET',
    path: '/follow/orders/:id',
    params: followOrderParams,
    response: followOrderView,
  }),
} as const;

export const followAdminApi = {
  institutions: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/follow/institutions',
    query: adminFollowListQuery,
    response: pageOf(adminFollowInstitutionView),
  }),
  /** One institution, inactive too (its page in the back office). */
  institution: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/follow/institutions/:id',
    params: followInstitutionParams,
    response: adminFollowInstitutionView,
  }),
  /** The institution's follow orders, everyone's, newest first, running ones valued at its latest mark. */
  orders: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/follow/institutions/:id/orders',
    params: followInstitutionParams,
    query: followListQuery,
    response: pageOf(adminFollowOrderView),
  }),
  create: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/follow/institutions',
    announces: 'follow',
    body: followInstitutionBody,
    response: adminFollowInstitutionView,
  }),
  /** Fees and periods apply to orders placed after the change; running orders keep the terms they were placed under. */
  update: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/follow/institutions/:id',
    announces: 'follow',
    params: followInstitutionParams,
    body: followInstitutionBody,
    response: adminFollowInstitutionView,
  }),
  /** Sandbox only: the follow order's period ends now and it settles at the latest mark. */
  settleNow: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/follow/orders/:id/sandbox/settle-now',
    announces: 'follow',
    params: followOrderParams,
    body: followSandboxBody,
    response: followOrderView,
  }),
} as const;
