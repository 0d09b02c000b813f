// Publishing in the back office (admins only): every kind of content (news, cases, plans, services, about-us,
// certificates, partners) has these endpoints, named by `:kind`. Each answers with that kind's view; create and update
// take that kind's body (CONTENT_SCHEMAS), which the server checks. Every write is audited.
import {
  adminContentQuery,
  contentAdminView,
  contentBody,
  contentItemParams,
  contentKindParams,
  deleteContentBody,
  publishContentBody,
} from '../content-admin.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { z } from '../zod.ts';

const admin = { tag: 'content', caller: { roles: ['admin'] } } as const;

export const contentAdminApi = {
  /** The items of a kind, drafts included, in the order the portal lists them. */
  find: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/content/:kind',
    params: contentKindParams,
    query: adminContentQuery,
    response: pageOf(contentAdminView),
  }),
  get: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/content/:kind/:id',
    params: contentItemParams,
    response: contentAdminView,
  }),
  /** A new item, created as a draft. */
  create: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/content/:kind',
    params: contentKindParams,
    body: contentBody,
    response: contentAdminView,
  }),
  /** Replaces the item's fields; whether it is published stays as it was. */
  update: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/content/:kind/:id',
    params: contentItemParams,
    body: contentBody,
    response: contentAdminView,
  }),
  /** Publishes or unpublishes, with the reason the audit log keeps. */
  publish: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/content/:kind/:id/publish',
    params: contentItemParams,
    body: publishContentBody,
    response: contentAdminView,
  }),
  /** Deletes the item (a POST: the spec's client has GET and POST only), with the reason the audit log keeps. */
  delete: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/content/:kind/:id/delete',
    params: contentItemParams,
    body: deleteContentBody,
    response: z.null(),
  }),
} as const;
