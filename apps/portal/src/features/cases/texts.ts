import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const CASES = featureTexts(
  'cases',
  defineTexts(
    {
      title: 'Cases',
      intro:
        'Cases this service has closed, published with the consent of the people involved. We publish cases that did not settle as well as those that did: past results do not predict yours.',
      empty: 'No cases have been published yet.',
      filter: 'Outcome',
      all: 'All',
      settled: 'Settled',
      not_settled: 'Not settled',
      claimed: 'Amount in dispute',
      settledAmount: 'Settled for',
      duration: 'Time to close',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      disputeType: 'Type of dispute',
      readMore: 'Read the case',
      showLess: 'Hide the case',
    },
    {
      title: '案例',
      intro:
        '本服务已结案的案例，经当事人同意后发布。我们既发布达成和解的案例，也发布未能和解的案例：过往结果不能预示您的结果。',
      empty: '暂无已发布的案例。',
      filter: '结果',
      all: '全部',
      settled: '已和解',
      not_settled: '未和解',
      claimed: '争议金额',
      settledAmount: '和解金额',
      duration: '结案用时',
      days_one: '{{count}} 天',
      days_other: '{{count}} 天',
      disputeType: '纠纷类型',
      readMore: '阅读案例',
      showLess: '收起案例',
    },
  ),
);
