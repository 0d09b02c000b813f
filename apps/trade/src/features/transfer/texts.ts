import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const TRANSFER = featureTexts(
  'transfer',
  defineTexts(
    {
      title: 'Transfer',
      intro:
        'Move money between your funding account (deposits and withdrawals) and your trading account. Instant, no fee.',
      direction: 'Direction',
      fundingToTrading: 'Funding → Trading',
      tradingToFunding: 'Trading → Funding',
      from: 'From',
      to: 'To',
      availableIn: '{{account}}, available',
      all: 'All',
      allLabel: 'Transfer all available',
      submit: 'Transfer',
      history: 'Transfer history',
    },
    {
      title: '划转',
      intro: '在资金账户（充值和提现）与交易账户之间转移资金。即时到账，免手续费。',
      direction: '划转方向',
      fundingToTrading: '资金 → 交易',
      tradingToFunding: '交易 → 资金',
      from: '从',
      to: '到',
      availableIn: '{{account}}可用',
      all: '全部',
      allLabel: '划转全部可用余额',
      submit: '划转',
      history: '划转记录',
    },
  ),
);
