import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const SERVICES = featureTexts(
  'services',
  defineTexts(
    {
      title: 'Services',
      intro: 'What the mediation service can do for you.',
      empty: 'No services have been published yet.',
      all: 'All services',
      apply: 'Apply for mediation',
    },
    {
      title: '服务',
      intro: '调解服务能为您做什么。',
      empty: '暂无已发布的服务。',
      all: '全部服务',
      apply: '申请调解',
    },
  ),
);
