import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';

export const STATS = featureTexts(
  'stats',
  defineTexts(
    {
      title: 'Our cases so far',
      intro: 'Counted from every case in our system, as of {{date}}.',
      total: 'Applications',
      open: 'Open now',
      settled: 'Closed: settled',
      notSettled: 'Closed: not settled',
      rejected: 'Not accepted',
      withdrawn: 'Withdrawn',
      median: 'Median days to close',
      noneYet: 'No case has closed yet',
    },
    {
      title: '我们的案件统计',
      intro: '根据系统中的全部案件统计，截至 {{date}}。',
      total: '申请总数',
      open: '进行中',
      settled: '已结案：达成和解',
      notSettled: '已结案：未达成和解',
      rejected: '未受理',
      withdrawn: '已撤回',
      median: '结案天数中位数',
      noneYet: '尚无已结案的案件',
    },
  ),
);
