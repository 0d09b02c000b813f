import type { Dictionary } from '../dictionary.ts';

// Under the `money` key: the names of the money domain's states and kinds, shared by the money pages.
const en = {
  noAccess: 'Only admins and reviewers can see money records.',
  status: { pending: 'Pending review', failed: 'Audit failure', completed: 'Completed' },
  depositMethods: { bank: 'Bank transfer', chain: 'Digital currency' },
  withdrawalMethods: { bank: 'Bank card', chain: 'Digital currency' },
  accountKinds: {
    funding: 'Funding account',
    trading: 'Trading account',
    bank_clearing: 'Bank clearing',
    chain_clearing: 'Chain clearing',
    fee_income: 'Fee income',
  },
  entryTypes: { deposit: 'Deposit', transfer: 'Transfer', withdrawal: 'Withdrawal', reversal: 'Reversal' },
  causes: {
    deposit: 'Deposit #{{id}}',
    withdrawal: 'Withdrawal #{{id}}',
    transfer: 'Transfer #{{id}}',
    entry: 'Entry #{{id}}',
  },
  actors: { user: 'The user', operator: 'Operator #{{id}}', system: 'System' },
  reviewers: { verifier: 'Automatic verifier', operator: 'Operator' },
  currencies: {
    USD: 'US Dollar',
    EUR: 'Euro',
    USDT: 'Tether USD',
    USDC: 'USD Coin',
    BTC: 'Bitcoin',
    ETH: 'Ether',
  },
  allCurrencies: 'All currencies',
  house: 'House',
  userLedger: 'Balances and ledger of user #{{id}}',
  filters: {
    status: 'Status',
    method: 'Method',
    userId: 'User ID',
    all: 'All',
    userIdInvalid: 'Enter a user ID (digits only)',
  },
  decision: {
    note: 'Note (optional)',
    noteHint: 'Recorded in the audit log with your name',
    reasonHint: 'The user sees this reason on their record. It is recorded in the audit log with your name.',
    confirmApprove: 'Confirm approval',
    confirmReject: 'Confirm rejection',
  },
};

const zh: Dictionary<typeof en> = {
  noAccess: '只有管理员和审核员可以查看资金记录。',
  status: { pending: '待审核', failed: '审核失败', completed: '已完成' },
  depositMethods: { bank: '银行转账', chain: '数字货币' },
  withdrawalMethods: { bank: '银行卡', chain: '数字货币' },
  accountKinds: {
    funding: '资金账户',
    trading: '交易账户',
    bank_clearing: '银行清算',
    chain_clearing: '链上清算',
    fee_income: '手续费收入',
  },
  entryTypes: { deposit: '充值', transfer: '划转', withdrawal: '提现', reversal: '冲正' },
  causes: {
    deposit: '充值 #{{id}}',
    withdrawal: '提现 #{{id}}',
    transfer: '划转 #{{id}}',
    entry: '分录 #{{id}}',
  },
  actors: { user: '用户本人', operator: '运营人员 #{{id}}', system: '系统' },
  reviewers: { verifier: '自动核验', operator: '运营人员' },
  currencies: {
    USD: '美元',
    EUR: '欧元',
    USDT: '泰达币（USDT）',
    USDC: 'USD Coin（USDC）',
    BTC: '比特币',
    ETH: '以太币',
  },
  allCurrencies: '全部币种',
  house: '平台',
  userLedger: '用户 #{{id}} 的余额与账本',
  filters: {
    status: '状态',
    method: '方式',
    userId: '用户ID',
    all: '全部',
    userIdInvalid: '请输入用户ID（仅数字）',
  },
  decision: {
    note: '备注（可选）',
    noteHint: '将以您的名义记入审计日志',
    reasonHint: '用户会在其记录上看到此原因，并以您的名义记入审计日志。',
    confirmApprove: '确认批准',
    confirmReject: '确认拒绝',
  },
};

export const moneyText = { en, zh };
