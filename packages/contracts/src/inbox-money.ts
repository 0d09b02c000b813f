// The inbox kinds of money movements that a job, an operator or the user causes outside the review queues (issue 27
// §2): a chain deposit credited at its confirmations, a transfer between the user's own accounts, an operator's
// reversal, IPO shares delivered at listing, a robot bought or rented, a mining contract bought and each period paid,
// energy moved, a loan instalment collected or repaid. Every ledger entry type that reaches a user's account is told by
// one of these or by an older kind (the server's money-messages map says which, and a test holds every type to it).
import type { InboxKindText } from './inbox.ts';

export const MONEY_INBOX_TEXTS = {
  'deposit.credited': {
    category: 'money',
    title: { en: 'Deposit credited', zh: '充值已到账' },
    body: {
      en: 'Your deposit #{id} of {amount} {currency} on {network} reached {confirmations} confirmations and has been credited to your funding account.',
      zh: '您的充值 #{id}（{amount} {currency}，{network}）已达到 {confirmations} 个区块确认，已存入资金账户。',
    },
  },
  'transfer.toTrading': {
    category: 'money',
    title: { en: 'Transfer done', zh: '划转成功' },
    body: {
      en: '{amount} {currency} moved from your funding account to your trading account.',
      zh: '{amount} {currency} 已从资金账户划转至交易账户。',
    },
  },
  'transfer.toFunding': {
    category: 'money',
    title: { en: 'Transfer done', zh: '划转成功' },
    body: {
      en: '{amount} {currency} moved from your trading account to your funding account.',
      zh: '{amount} {currency} 已从交易账户划转至资金账户。',
    },
  },
  'entry.reversed': {
    category: 'money',
    urgent: true,
    title: { en: 'An entry on your account was reversed', zh: '您账户上的一笔账目已冲正' },
    body: {
      en: 'An operator reversed entry #{id} on your account ({amount} {currency}): {reason}. The reversal is entry #{reversal} in your statement.',
      zh: '运营人员已冲正您账户上的账目 #{id}（{amount} {currency}）：{reason}。冲正记录为对账单中的账目 #{reversal}。',
    },
  },
  'ipo.delivered': {
    category: 'trade',
    title: { en: 'IPO shares delivered', zh: '新股已上市交割' },
    body: {
      en: '{symbol} is listed: your {quantity} allotted shares are now position #{position} at {price} USD. The {margin} USD margin you paid moved from IPO escrow to your trading account, where it holds the position.',
      zh: '{symbol} 已上市：您获配的 {quantity} 股已成为持仓 #{position}，价格 {price} USD。您已支付的 {margin} USD 保证金已从新股托管转入交易账户，作为该持仓的保证金。',
    },
  },
  'robot.bought': {
    category: 'trade',
    title: { en: 'Robot bought', zh: '机器人已购买' },
    body: {
      en: 'You bought the robot {name} (#{id}) for {fee} {currency}, paid from your trading account.',
      zh: '您已购买机器人 {name}（#{id}），{fee} {currency} 已从交易账户支付。',
    },
  },
  'robot.rented': {
    category: 'trade',
    title: { en: 'Robot rented', zh: '机器人已租用' },
    body: {
      en: 'You rented the robot {name} (#{id}) for {days} days for {fee} {currency}, paid from your trading account.',
      zh: '您已租用机器人 {name}（#{id}）{days} 天，{fee} {currency} 已从交易账户支付。',
    },
  },
  'mining.purchased': {
    category: 'trade',
    title: { en: 'Mining contract bought', zh: '算力合约已购买' },
    body: {
      en: 'Your mining contract #{id} ({product}, {hashRate} TH/s) is bought: {price} USDT was paid from your funding account. Each period its electricity is paid from your energy balance.',
      zh: '您的挖矿合约 #{id}（{product}，{hashRate} TH/s）已购买：{price} USDT 已从资金账户支付。每期电费从能量余额支付。',
    },
  },
  'mining.paid': {
    category: 'trade',
    title: { en: 'Mining payout', zh: '挖矿收益已到账' },
    body: {
      en: 'Period {period} of {periods} of your mining contract #{id} ({product}) paid {payout} {coin} to your funding account; its electricity of {electricity} USDT was taken from your energy balance.',
      zh: '您的挖矿合约 #{id}（{product}）第 {period}/{periods} 期收益 {payout} {coin} 已存入资金账户；该期电费 {electricity} USDT 已从能量余额扣除。',
    },
  },
  'energy.toppedUp': {
    category: 'money',
    title: { en: 'Energy topped up', zh: '能量已充值' },
    body: {
      en: '{amount} USDT moved from your funding account to your mining energy balance.',
      zh: '{amount} USDT 已从资金账户转入挖矿能量余额。',
    },
  },
  'energy.refunded': {
    category: 'money',
    title: { en: 'Energy moved back to funding', zh: '能量已转回资金账户' },
    body: {
      en: '{amount} USDT moved from your mining energy balance back to your funding account.',
      zh: '{amount} USDT 已从挖矿能量余额转回资金账户。',
    },
  },
  'loan.collected': {
    category: 'money',
    title: { en: 'Loan instalment collected', zh: '贷款分期已扣款' },
    body: {
      en: 'Instalment {number} of your loan #{id} was collected from your funding account: {paid} USD (overdue fee {overdueFee} USD included).',
      zh: '您的贷款 #{id} 第 {number} 期已从资金账户扣款：{paid} USD（含逾期费 {overdueFee} USD）。',
    },
  },
  'loan.repaid': {
    category: 'money',
    title: { en: 'Loan instalment repaid', zh: '贷款分期已还款' },
    body: {
      en: 'You repaid instalment {number} of your loan #{id}: {paid} USD from your funding account (overdue fee {overdueFee} USD included).',
      zh: '您已偿还贷款 #{id} 第 {number} 期：{paid} USD 已从资金账户支付（含逾期费 {overdueFee} USD）。',
    },
  },
} as const satisfies Record<string, InboxKindText>;

export type MoneyInboxKind = keyof typeof MONEY_INBOX_TEXTS;
