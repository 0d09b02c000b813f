// Messages of the trading center (issue 13), in both languages. 'Please add quantity' is the spec's text (section 5).
export const TRADING_MESSAGES = {
  addQuantity: { en: 'Please add quantity', zh: '请添加数量' },
  quantityNotLots: {
    en: 'The quantity must be a whole number of lots',
    zh: '数量必须是整手',
  },
  /** The instrument's lot size named: why '1.5' (or 150 in lots of 100) is refused. */
  quantityLotSize: {
    en: 'Quantity must be a whole number of lots (lot size {{lot}})',
    zh: '数量必须是整手（每手 {{lot}}）',
  },
  quantityTooLarge: { en: 'The quantity is too large', zh: '数量过大' },
  enterLimitPrice: { en: 'Enter a limit price', zh: '请输入限价' },
  priceNotTicks: { en: 'The price must be a whole number of ticks', zh: '价格必须是最小变动价位的整数倍' },
  chooseLeverage: { en: 'Please choose a leverage offered for this instrument', zh: '请选择该品种提供的杠杆' },
  instrumentNotTradable: { en: 'This instrument cannot be traded', zh: '该品种不可交易' },
  currencyNotSettled: {
    en: 'Instruments priced in this currency cannot be traded yet',
    zh: '暂不支持交易以该币种计价的品种',
  },
  tradingHalted: { en: 'Trading in this instrument is halted', zh: '该品种已暂停交易' },
  marketClosedRefused: {
    en: 'The market is closed. A market order is taken only while it is open; a limit order can wait for the open',
    zh: '市场已休市。市价单仅在开市时接受；限价单可等待开市',
  },
  noQuote: { en: 'There is no price to trade at right now', zh: '当前没有可成交的价格' },
  insufficientMargin: { en: 'Not enough available margin for this order', zh: '可用保证金不足' },
  tooManyPendingOrders: { en: 'You have too many pending orders', zh: '委托中的订单过多' },
  orderPlaced: { en: 'Order placed', zh: '下单成功' },
  orderCancelled: { en: 'Order cancelled', zh: '订单已撤销' },
  orderNotPending: { en: 'This order is no longer pending', zh: '该订单已不在委托中' },
  positionClosed: { en: 'Position closed', zh: '已平仓' },
  positionNotOpen: { en: 'This position is already closed', zh: '该持仓已平仓' },
  closeTooMuch: { en: 'You cannot close more than the position holds', zh: '平仓数量不能超过持仓数量' },
  stopsSaved: { en: 'Stop-loss and take-profit saved', zh: '止损止盈已保存' },
  stopLossWrongSide: {
    en: 'A stop-loss must be below the current price for a buy position and above it for a sell position',
    zh: '买入持仓的止损价须低于现价，卖出持仓的止损价须高于现价',
  },
  takeProfitWrongSide: {
    en: 'A take-profit must be above the current price for a buy position and below it for a sell position',
    zh: '买入持仓的止盈价须高于现价，卖出持仓的止盈价须低于现价',
  },
  tradingSettingsSaved: { en: 'Trading settings saved', zh: '交易设置已保存' },
  stopOutBelowCall: {
    en: 'The stop-out level must be below the margin-call level',
    zh: '强制平仓线必须低于追加保证金线',
  },
  enterRate: { en: 'Please enter a rate between 0 and 5 %', zh: '请输入0到5%之间的费率' },
  enterLevel: { en: 'Please enter a level between 0 and 10', zh: '请输入0到10之间的比例' },
  chooseLeverages: { en: 'Offer between one and eight leverages from 1 to 100', zh: '请提供1到8个杠杆（1至100）' },
  enterListName: { en: 'Please enter a name', zh: '请输入名称' },
} as const satisfies Record<string, { en: string; zh: string }>;
