import type { HouseAccountKind } from '@platform/contracts';
import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'House accounts',
  intro:
    'The platform’s own side of every movement: money that came in or went out through each rail, fees earned, and the counterparty of users’ trades. Each balance is the sum of its postings.',
  house: {
    title: 'House balances',
    kind: 'Account',
    currency: 'Currency',
    network: 'Network',
    balance: 'Balance',
    empty: 'No house account holds money yet',
    hideEmpty: 'Hide accounts without money',
  },
  customers: {
    title: 'Customer money',
    intro: 'What all users’ accounts hold per currency, and how much of it is frozen by pending withdrawals.',
    currency: 'Currency',
    total: 'Held by users',
    frozen: 'Of which frozen',
    empty: 'Users hold no money yet',
  },
  kinds: {
    bank_clearing: 'Counterpart of deposits and withdrawals by bank transfer',
    chain_clearing: 'Counterpart of deposits and withdrawals on chain',
    fee_income: 'Withdrawal and trading fees earned',
    trading_counterparty: 'The broker’s side of every position: pays users’ profits and receives their losses',
    ipo_escrow: 'What allotted IPO subscribers paid, held until their shares list',
    follow_counterparty: 'The other side of follow orders: pays followers’ gains and receives their losses',
    institution_capital: 'Capital funding the institutions’ own trading accounts',
    mining_rewards: 'Pays the coin that cloud-mining contracts mine',
    loan_book: 'Lends loans’ principal and takes repayments back',
  } satisfies Record<HouseAccountKind, string>,
  sumsToZero:
    'In a balanced ledger, house and customer balances together sum to zero in every currency. The ledger check verifies it.',
  toCheck: 'Run the ledger check',
};

const zh: Dictionary<typeof en> = {
  title: '平台账户',
  intro:
    '每笔资金变动中平台一方的记录：经各通道流入或流出的资金、赚取的手续费，以及用户交易的对手方。每个余额都是其记账的合计。',
  house: {
    title: '平台余额',
    kind: '账户',
    currency: '币种',
    network: '网络',
    balance: '余额',
    empty: '平台账户尚无资金',
    hideEmpty: '隐藏无资金的账户',
  },
  customers: {
    title: '客户资金',
    intro: '所有用户账户按币种持有的资金，以及其中被待审核提现冻结的部分。',
    currency: '币种',
    total: '用户持有',
    frozen: '其中冻结',
    empty: '用户尚未持有资金',
  },
  kinds: {
    bank_clearing: '银行转账充值与提现的对应方',
    chain_clearing: '链上充值与提现的对应方',
    fee_income: '已赚取的提现与交易手续费',
    trading_counterparty: '每笔持仓中经纪商一方：支付用户的盈利并收取其亏损',
    ipo_escrow: '已中签新股认购人的缴款，在股票上市前由此托管',
    follow_counterparty: '跟单订单的对手方：支付跟单者的收益并收取其亏损',
    institution_capital: '为各机构自有交易账户注资的资本',
    mining_rewards: '支付云挖矿合约挖得的币',
    loan_book: '发放贷款本金并收回还款',
  },
  sumsToZero: '账本平衡时，平台与客户余额合计在每个币种中均为零。账本核对会验证这一点。',
  toCheck: '运行账本核对',
};

export const houseAccountsText = { en, zh };
