// What the portal's screens are shown in component tests: published content and case figures as the server answers
// them (typed by the contracts), and handlers for the landing page's lists.
import {
  contentApi,
  type DisputeTypeView,
  type LatestNewsView,
  type MediateDataView,
  mediationApi,
  type PlanView,
  type PublishedCaseView,
  type ServiceView,
} from '@platform/contracts';
import { handle } from '@platform/ui/testing';

export const NEWS: LatestNewsView = {
  id: 31,
  language: 'en',
  title: 'Refund rules explained',
  summary: 'What a merchant owes you when an order never arrives.',
  coverImage: null,
  publishedAt: '2026-03-02T09:00:00.000Z',
  body: '<p>Most card schemes let you <strong>dispute a charge</strong> within 120 days.</p>',
};

export const SERVICE: ServiceView = {
  id: 8,
  language: 'en',
  name: 'Online purchase disputes',
  summary: 'When an order is late, wrong or never arrives.',
  icon: null,
  sort: 1,
  body: '<p>We contact the seller for you and keep a record of every step.</p>',
};

export const PLAN: PlanView = {
  id: 5,
  language: 'en',
  name: 'Settlement plan',
  summary: 'A mediator handles your case from start to finish.',
  body: '',
  feeKind: 'percent_of_settlement',
  feePercent: '7.50',
  feeAmount: null,
  feeCurrency: null,
  feeNote: 'Taken only from money actually paid out to you.',
  features: ['A named mediator', 'Written progress reports'],
  sort: 1,
};

export const PUBLISHED_CASE: PublishedCaseView = {
  id: 12,
  language: 'en',
  title: 'An order that never came',
  summary: 'The shop did not take part; the case closed without a settlement.',
  disputeType: 'online_shopping',
  outcome: 'not_settled',
  claimedAmount: '420.00',
  claimedCurrency: 'EUR',
  settledAmount: null,
  settledCurrency: null,
  durationDays: 34,
  coverImage: null,
  publishedAt: '2026-03-01T09:00:00.000Z',
  body: '<p>We wrote to the shop three times over four weeks.</p>',
};

export const STATISTICS: MediateDataView = {
  totalCases: 128,
  openCases: 17,
  closedSettled: 80,
  closedNotSettled: 21,
  rejected: 6,
  withdrawn: 4,
  medianDaysToClose: 31,
  asOf: '2026-03-02T09:00:00.000Z',
};

const pageOf = <T>(rows: T[]) => ({ rows, total: rows.length, page: 1, size: 10 });

/** What the landing page asks for: the latest news, published cases, plans and the case figures. */
export const landingLists = ({ news = [NEWS], cases = [PUBLISHED_CASE], plans = [PLAN] } = {}) => [
  handle(contentApi.news, pageOf(news)),
  handle(contentApi.cases, pageOf(cases)),
  handle(contentApi.plans, plans),
  handle(mediationApi.statistics, STATISTICS),
];

export const DISPUTE_TYPES: DisputeTypeView[] = [
  {
    value: 'online_shopping',
    label: { en: 'Online shopping', zh: '网络购物' },
    description: { en: 'An order that was late, wrong or never came.', zh: '订单迟到、错误或从未送达。' },
  },
];
