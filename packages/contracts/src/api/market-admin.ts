// The market's back office (issue 4 §5): any operator reads instruments with their halts, the simulator's status and
// the news; only admins halt, resume and edit news, each with a reason the audit log records.
import { listSort } from '../admin.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import {
  adminInstrumentView,
  adminNewsParams,
  adminNewsView,
  deleteNewsBody,
  haltBody,
  instrumentsQuery,
  newsEditBody,
  simulatorStatusView,
  symbolParams,
} from '../market-api.ts';
import { z } from '../zod.ts';

const operator = { tag: 'market', caller: 'operator' } as const;
const admin = { tag: 'market', caller: { roles: ['admin'] } } as const;

/** The instruments' back-office list: the public list's filters, sortable by symbol or name. */
const adminInstrumentsQuery = instrumentsQuery.extend({ sort: listSort(['symbol', 'name']) });

/** The news list's page, sortable by when an item was published or last changed. */
const adminNewsQuery = pageQuerySchema.extend({ sort: listSort(['publishedAt', 'updatedAt']) });

export const marketAdminApi = {
  /** The public list's filters, with each instrument's halt. */
  instruments: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/market/instruments',
    query: adminInstrumentsQuery,
    response: pageOf(adminInstrumentView),
  }),
  /** One instrument with its halt; an unknown symbol is 404. */
  instrument: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/market/instruments/:symbol',
    params: symbolParams,
    response: adminInstrumentView,
  }),
  /** Freezes the quote where it stands (409 when already halted); nobody can set a price. */
  halt: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/market/instruments/:symbol/halt',
    params: symbolParams,
    body: haltBody,
    response: adminInstrumentView,
  }),
  /** Lets the quote move again (409 when not halted). */
  resume: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/market/instruments/:symbol/resume',
    params: symbolParams,
    body: haltBody,
    response: adminInstrumentView,
  }),
  /** The simulator's settings and the live stream's load. */
  status: endpoint({ ...operator, method: 'GET', path: '/admin/market/status', response: simulatorStatusView }),
  /** Every news item, drafts included, newest first or in the order asked. */
  news: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/market/news',
    query: adminNewsQuery,
    response: pageOf(adminNewsView),
  }),
  /** Written as a draft or published at once. */
  createNews: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/market/news',
    body: newsEditBody,
    response: adminNewsView,
  }),
  /** Unpublishing takes an item off the public list at once. */
  updateNews: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/market/news/:id/update',
    params: adminNewsParams,
    body: newsEditBody,
    response: adminNewsView,
  }),
  deleteNews: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/market/news/:id/delete',
    params: adminNewsParams,
    body: deleteNewsBody,
    response: z.null(),
  }),
} as const;
