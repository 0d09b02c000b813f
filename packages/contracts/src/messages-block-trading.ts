// Messages of block trading (issue 17 §2), in both languages.
export const BLOCK_TRADING_MESSAGES = {
  blockApplied: { en: 'Application submitted for review', zh: '申请已提交审核' },
  blockAlreadyApproved: { en: 'Block trading is already open for you', zh: '您已开通大宗交易' },
  blockPermissionRequired: {
    en: 'Block trading is not open for you: apply for activation first',
    zh: '您尚未开通大宗交易，请先申请开通',
  },
  blockApplicationNotPending: { en: 'This application has already been reviewed', zh: '该申请已审核' },
  blockBelowMinimum: {
    en: 'A block order is a single transaction of at least 10000 shares',
    zh: '大宗交易单笔至少10000股',
  },
  blockAboveAvailable: {
    en: "The quantity is more than the offer's available size",
    zh: '数量超过该报价的可用数量',
  },
  blockMarketClosed: {
    en: 'Block orders are taken only while the market is open',
    zh: '大宗交易仅在开市时受理',
  },
  blockNoOffer: { en: 'There is no block offer for this instrument', zh: '该品种暂无大宗报价' },
  blockOfferStocksOnly: { en: 'Block offers are for stocks only', zh: '大宗报价仅限股票' },
  blockBandRange: { en: 'The band must be from 0.1% to 10%', zh: '价格区间须在0.1%至10%之间' },
  blockAvailableRange: {
    en: 'The available size must be a whole number of shares from 0 to 10000000',
    zh: '可用数量须为0至10000000之间的整数股',
  },
  blockOfferSaved: { en: 'Block offer saved', zh: '大宗报价已保存' },
  blockOrderPlaced: { en: 'Block order filled', zh: '大宗交易已成交' },
} as const satisfies Record<string, { en: string; zh: string }>;
