// The portal's published content for anyone (issue 3 §3): news, published cases, plans, services, about-us sections,
// certificates and partners. Drafts are never shown: an unpublished id is 404. The spec's paths are kept as they are.
import {
  aboutListQuery,
  aboutSectionView,
  certificateView,
  latestNewsListBody,
  latestNewsRowView,
  latestNewsView,
  partnerView,
  planView,
  publishedCaseRowView,
  publishedCaseView,
  rightsProtectionListBody,
  serviceRowView,
  serviceView,
} from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { idQuery, languageFilter } from '../mediation-common.ts';
import { z } from '../zod.ts';

const anyone = { tag: 'content', caller: 'public' } as const;

export const contentApi = {
  /** Published news, newest first (a POST with a paging body, as the spec has it); `q` searches title and summary. */
  news: endpoint({
    ...anyone,
    method: 'POST',
    path: '/latestNews/list',
    body: latestNewsListBody,
    response: pageOf(latestNewsRowView),
  }),
  /** One published news item; a draft is 404. */
  newsItem: endpoint({
    ...anyone,
    method: 'GET',
    path: '/latestNews/detail',
    query: idQuery,
    response: latestNewsView,
  }),
  /** Published cases, newest first, by dispute type or outcome; never their parties or tracking number. */
  cases: endpoint({
    ...anyone,
    method: 'POST',
    path: '/rightsProtection/list',
    body: rightsProtectionListBody,
    response: pageOf(publishedCaseRowView),
  }),
  /** One published case, without its parties or tracking number. */
  case: endpoint({
    ...anyone,
    method: 'GET',
    path: '/rightsProtection/detail',
    query: idQuery,
    response: publishedCaseView,
  }),
  /** The published plans with their fees exactly as published, in order. */
  plans: endpoint({ ...anyone, method: 'GET', path: '/plan/list', query: languageFilter, response: z.array(planView) }),
  /** One published plan. */
  plan: endpoint({ ...anyone, method: 'GET', path: '/plan/detail', query: idQuery, response: planView }),
  /** The published services, in order. */
  services: endpoint({
    ...anyone,
    method: 'GET',
    path: '/service/list',
    query: languageFilter,
    response: z.array(serviceRowView),
  }),
  /** One published service. */
  service: endpoint({ ...anyone, method: 'GET', path: '/service/detail', query: idQuery, response: serviceView }),
  /** The published about-us sections in order, or the one with `tag`. */
  aboutSections: endpoint({
    ...anyone,
    method: 'GET',
    path: '/aboutUs/list',
    query: aboutListQuery,
    response: z.array(aboutSectionView),
  }),
  /** Published certificates, each naming its issuer and how to verify it. */
  certificates: endpoint({ ...anyone, method: 'GET', path: '/certificate/list', response: z.array(certificateView) }),
  /** Published partners, each saying what the partnership is and how to verify it. */
  partners: endpoint({ ...anyone, method: 'GET', path: '/partner/list', response: z.array(partnerView) }),
} as const;
