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
      overview: 'Overview',
      totalLabel: 'Total assets (estimate)',
      displayCurrency: 'Display currency',
      todayPnl: "Today's P/L",
      todayPnlUnknown: 'Not known yet',
      todayPnlNote:
        "Today's P/L of the trading accounts: P/L realised by positions closed since midnight, plus each open position's move since the previous close (since its opening, if opened today).",
      fxNote: 'Estimated at the simulated EUR/USD quote {{rate}}.',
      fxMissing: 'The EUR/USD quote has not arrived yet: euro balances are not in the total.',
      parNote: 'USDT and USDC are counted at 1 USD.',
      excludedNote: 'Not included (no simulated quote): {{currencies}}.',
      hideZero: 'Hide zero balances',
      allZero: 'No balance above zero.',
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
      overview: '总览',
      totalLabel: '总资产（估算）',
      displayCurrency: '显示币种',
      todayPnl: '今日盈亏',
      todayPnlUnknown: '暂无法计算',
      todayPnlNote:
        '交易账户的今日盈亏：今天零点以来平仓实现的盈亏，加上每个持仓自上一收盘价以来的变动（当天开仓的自开仓价起算）。',
      fxNote: '按模拟 EUR/USD 报价 {{rate}} 估算。',
      fxMissing: 'EUR/USD 报价尚未到达：欧元余额未计入总额。',
      parNote: 'USDT 和 USDC 按 1 美元计。',
      excludedNote: '未计入（无模拟报价）：{{currencies}}。',
      hideZero: '隐藏零余额',
      allZero: '没有大于零的余额。',
    },
  ),
);
