// Messages of cloud mining (issue 18 §2), in both languages. The spec's five are verbatim: 'Purchase failed',
// 'Mining failed', 'Insufficient energy, stop mining', 'Purchase successful', 'Mining successful'.
export const MINING_MESSAGES = {
  miningPurchaseFailed: { en: 'Purchase failed', zh: '购买失败' },
  miningFailed: { en: 'Mining failed', zh: '挖矿失败' },
  miningInsufficientEnergy: { en: 'Insufficient energy, stop mining', zh: '能量不足，停止挖矿' },
  miningPurchaseSuccessful: { en: 'Purchase successful', zh: '购买成功' },
  miningSuccessful: { en: 'Mining successful', zh: '挖矿成功' },
  miningProductNotFound: { en: 'This mining product does not exist', zh: '该矿机产品不存在' },
  miningProductInactive: { en: 'This mining product is not on sale', zh: '该矿机产品已下架' },
  miningContractNotFound: { en: 'This mining contract does not exist', zh: '该挖矿合约不存在' },
  miningHashRateRange: {
    en: 'The hash rate must be a whole number of TH/s within the product’s range',
    zh: '算力须为产品范围内的整数 TH/s',
  },
  miningFundsShort: {
    en: 'Purchase failed: the funding account does not hold enough USDT for the hash-rate fee',
    zh: '购买失败：资金账户的 USDT 不足以支付算力费',
  },
  miningTopUpAmount: {
    en: 'Top-ups are from 0.000001 to 1000000 USDT, at most 6 decimals',
    zh: '充值金额为 0.000001 至 1000000 USDT，最多 6 位小数',
  },
  miningTopUpFundsShort: {
    en: 'The funding account does not hold enough USDT for this top-up',
    zh: '资金账户的 USDT 不足以完成本次充值',
  },
  miningToppedUp: { en: 'Energy topped up', zh: '能量已充值' },
  miningEnergyRefundAmount: {
    en: 'Amounts are from 0.000001 to 1000000 USDT, at most 6 decimals',
    zh: '金额为 0.000001 至 1000000 USDT，最多 6 位小数',
  },
  miningEnergyRefundShort: {
    en: 'The energy balance does not hold this much USDT',
    zh: '能量余额不足该金额',
  },
  miningEnergyRefunded: { en: 'Energy moved back to funding', zh: '能量已转回资金账户' },
  miningContractEnded: { en: 'This mining contract has ended', zh: '该挖矿合约已结束' },
  miningPeriodSettled: { en: 'Settlement period settled', zh: '结算周期已结算' },
  miningProductSaved: { en: 'Mining product saved', zh: '矿机产品已保存' },
  miningProductNameTaken: { en: 'Another mining product has this name', zh: '已有同名矿机产品' },
  miningPriceRange: {
    en: 'A price is a positive amount of at most 6 decimals and at most 1000000',
    zh: '价格须为大于零、最多 6 位小数且不超过 1000000 的金额',
  },
  miningTermRange: { en: 'The term is from 1 to 3650 days', zh: '期限为 1 至 3650 天' },
  miningHashRateLimits: {
    en: 'The smallest hash rate must be at least 1 TH/s and at most the largest (at most 1000000 TH/s)',
    zh: '最小算力须至少 1 TH/s 且不超过最大算力（最大 1000000 TH/s）',
  },
} as const;
