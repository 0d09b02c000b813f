import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const MARKETS = featureTexts(
  'markets',
  defineTexts(
    {
      title: 'Markets',
      search: 'Search by symbol or name',
      searchResults: 'Search results',
      noResults: 'No instrument matches "{{q}}".',
      tabsLabel: 'Markets',
      tabs: {
        stocks: 'US stocks',
        indices: 'Indices',
        futures: 'Futures',
        forex: 'Forex',
        metals: 'Metals',
        energy: 'Energy',
        agriculture: 'Agriculture',
      },
      exchange: 'Exchange',
      ranking: 'Ranking',
      rankings: { all: 'All', gainers: 'Gainers', losers: 'Losers', active: 'Most active' },
      listLabel: '{{tab}}: {{ranking}}',
    },
    {
      title: '行情',
      search: '按代码或名称搜索',
      searchResults: '搜索结果',
      noResults: '没有与“{{q}}”匹配的品种。',
      tabsLabel: '市场',
      tabs: {
        stocks: '美股',
        indices: '指数',
        futures: '期货',
        forex: '外汇',
        metals: '贵金属',
        energy: '能源',
        agriculture: '农产品',
      },
      exchange: '交易所',
      ranking: '排行',
      rankings: { all: '全部', gainers: '涨幅榜', losers: '跌幅榜', active: '成交活跃' },
      listLabel: '{{tab}}：{{ranking}}',
    },
  ),
);
