import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';

/** Texts every market screen shares: the badge, quote fields, statuses, instrument classes. */
export const MARKET = featureTexts(
  'market',
  defineTexts(
    {
      simulated: 'Simulated data',
      live: { live: 'Live', reconnecting: 'Reconnecting…', offline: 'Offline', label: 'Market data connection' },
      status: { open: 'Open', closed: 'Closed', halted: 'Halted' },
      columns: { symbol: 'Symbol', last: 'Last', change: 'Change %' },
      empty: 'Nothing to show.',
      rowLabel: '{{symbol}} {{name}}, last {{last}}, change {{change}} %',
      sparkline:
        "Today's trend of {{symbol}}: {{count}} points from {{first}} to {{last}}, previous close {{prevClose}}",
      sparklineEmpty: 'No trades today yet',
    },
    {
      simulated: '模拟数据',
      live: { live: '实时', reconnecting: '重新连接中…', offline: '离线', label: '行情连接' },
      status: { open: '交易中', closed: '已收盘', halted: '已停牌' },
      columns: { symbol: '代码', last: '最新价', change: '涨跌幅' },
      empty: '暂无内容。',
      rowLabel: '{{symbol}} {{name}}，最新价 {{last}}，涨跌幅 {{change}}%',
      sparkline: '{{symbol}} 今日走势：{{count}} 个点，从 {{first}} 到 {{last}}，昨收 {{prevClose}}',
      sparklineEmpty: '今日尚无成交',
    },
  ),
);
