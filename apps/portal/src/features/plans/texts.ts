import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const PLANS = featureTexts(
  'plans',
  defineTexts(
    {
      title: 'Plans',
      intro:
        'Every plan and its fee, exactly as charged. Nothing is ever charged up front: a fee, if a plan has one, is taken only from a settlement that has actually been paid out to you.',
      empty: 'No service plans have been published yet.',
      fee: 'Fee',
      feeNone: 'No fee',
      feePercent: '{{percent}} % of a settlement actually paid out',
      feeFixed: '{{amount}} from a settlement actually paid out',
      features: 'What is included',
      noUpfront: 'No upfront fee. No fee at all if there is no settlement.',
      apply: 'Apply for mediation',
    },
    {
      title: '服务方案',
      intro:
        '每个方案及其费用，均按实际收取方式公布。我们从不预先收费：如方案收费，只会从实际已支付给您的和解款中扣除。',
      empty: '暂无已发布的服务方案。',
      fee: '费用',
      feeNone: '免费',
      feePercent: '实际已支付和解款的 {{percent}}%',
      feeFixed: '从实际已支付的和解款中收取 {{amount}}',
      features: '包含的服务',
      noUpfront: '不收预付费用。未达成和解则不收取任何费用。',
      apply: '申请调解',
    },
  ),
);
