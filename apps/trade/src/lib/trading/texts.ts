// Texts of the trading account's figures, shown on the order ticket, in the trading center and on the assets screen.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';

export const TRADING_ACCOUNT = featureTexts(
  'tradingAccount',
  defineTexts(
    {
      title: 'Trading account · {{currency}}',
      figures: 'Trading account figures in {{currency}}',
      balance: 'Balance',
      equity: 'Equity',
      usedMargin: 'Used margin',
      freeMargin: 'Free margin',
      marginLevel: 'Margin level',
      floatingPnl: 'Floating P/L',
      pendingMargin: 'Held for entrusted orders',
      noLevel: '—',
      live: 'Floating P/L, equity, free margin and margin level move together with the live price; balance and used margin refresh every few seconds.',
      marginCallTitle: 'Margin call',
      marginCallBody:
        'Your equity ({{equity}}) has fallen to the margin-call level ({{call}}). Add money or close positions: below {{stopOut}} your positions are closed automatically, largest loss first.',
      empty: 'Your trading account has no money yet. Transfer some from your funding account to trade.',
      transfer: 'Transfer to trading',
      newsFilled: 'Your entrusted order #{{id}} was filled',
      newsEnded: 'Your order #{{id}}: {{reason}}',
      newsClosed_take_profit: 'Position #{{id}} closed at its take-profit',
      newsClosed_stop_loss: 'Position #{{id}} closed at its stop-loss',
      newsClosed_stop_out: 'Position #{{id}} was closed: the account fell below its stop-out level',
      newsMarginCall: 'Margin call on your {{currency}} trading account: add money or close positions',
    },
    {
      title: '交易账户 · {{currency}}',
      figures: '{{currency}} 交易账户数据',
      balance: '余额',
      equity: '净值',
      usedMargin: '已用保证金',
      freeMargin: '可用保证金',
      marginLevel: '保证金比例',
      floatingPnl: '浮动盈亏',
      pendingMargin: '委托单占用',
      noLevel: '—',
      live: '浮动盈亏、净值、可用保证金和保证金比例随实时价格同步变动；余额和已用保证金每隔几秒刷新一次。',
      marginCallTitle: '追加保证金通知',
      marginCallBody:
        '您的净值（{{equity}}）已降至追加保证金线（{{call}}）。请补充资金或平仓：低于 {{stopOut}} 时系统将按亏损从大到小自动平仓。',
      empty: '您的交易账户暂无资金。请先从资金账户划转后再交易。',
      transfer: '划转到交易账户',
      newsFilled: '您的委托单 #{{id}} 已成交',
      newsEnded: '您的订单 #{{id}}：{{reason}}',
      newsClosed_take_profit: '持仓 #{{id}} 已按止盈价平仓',
      newsClosed_stop_loss: '持仓 #{{id}} 已按止损价平仓',
      newsClosed_stop_out: '持仓 #{{id}} 已被强制平仓：账户低于强制平仓线',
      newsMarginCall: '您的 {{currency}} 交易账户触发追加保证金通知：请补充资金或平仓',
    },
  ),
);
