import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const ASSETS = featureTexts(
  'assets',
  defineTexts(
    {
      title: 'Assets',
      actions: 'Money actions',
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      transfer: 'Transfer',
      history: 'History',
      statements: 'Statements',
      bankCards: 'Bank cards',
      security: 'Security center',
      ledgerNote:
        'Every balance here is the sum of your ledger movements. Your statement lists each one, so every figure can be checked.',
      frozenNote:
        'Frozen: held for withdrawals under review (returned in full if one is rejected), and on the trading account the margin and fees held for positions and entrusted orders.',
      tradingFigures: 'Trading',
      tradingRecords: 'Trading records',
    },
    {
      title: '资产',
      actions: '资金操作',
      deposit: '充值',
      withdraw: '提现',
      transfer: '划转',
      history: '记录',
      statements: '对账单',
      bankCards: '银行卡',
      security: '安全中心',
      ledgerNote: '这里的每一笔余额都是您账本流水的合计。对账单逐条列出每一笔流水，所有数字均可核对。',
      frozenNote:
        '冻结：审核中的提现所占用的金额（提现被拒绝时全额退回），以及交易账户中持仓和委托订单占用的保证金和手续费。',
      tradingFigures: '交易',
      tradingRecords: '交易记录',
    },
  ),
);
