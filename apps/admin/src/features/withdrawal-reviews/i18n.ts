import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Withdrawal reviews',
  intro:
    'Each withdrawal holds its amount plus the fee frozen in the user’s funding account. Approving marks it paid out; rejecting releases the frozen amount in full and tells the user why.',
  empty: 'No withdrawals wait for review',
  columns: {
    id: 'Withdrawal',
    user: 'User',
    destination: 'Destination',
    amount: 'Amount',
    status: 'Status',
    createdAt: 'Submitted',
  },
  review: 'Review #{{id}}',
  view: 'View #{{id}}',
  feeAndFrozen: 'Fee {{fee}} · frozen {{total}}',
  dialog: {
    title: 'Withdrawal #{{id}}',
    destination: 'Destination',
    decided: 'This withdrawal has been decided; it can no longer be changed here.',
  },
  fields: {
    user: 'User',
    method: 'Method',
    status: 'Status',
    amount: 'Amount to pay out',
    fee: 'Fee',
    total: 'Frozen (amount + fee)',
    createdAt: 'Submitted',
    reviewedAt: 'Decided',
    reviewedBy: 'Decided by',
    reason: 'Reason or note',
    entry: 'Ledger entry',
    bankName: 'Bank',
    accountName: 'Account name',
    card: 'Card',
    network: 'Network',
    address: 'Address',
  },
  holder: {
    title: 'Card holder',
    cardName: 'Name on the card',
    verifiedName: 'Verified name',
    none: 'not verified',
    matches: 'Same person',
    differs: 'Name differs from the verified name',
    unverified: 'Identity not verified',
    warning:
      'Pay out only to the verified person: reject this withdrawal unless you have confirmed the card is theirs.',
  },
  approve: 'Approve: paid out',
  reject: 'Reject',
  approveEffect:
    'Confirms that {{amount}} {{currency}} was paid out to this destination. The frozen {{total}} {{currency}} (amount plus the {{fee}} fee) leaves the user’s funding account with a ledger entry in your name.',
  rejectEffect:
    'Nothing is paid out. The frozen {{total}} {{currency}} is released in full to the user’s available balance, and the user sees your reason on the withdrawal.',
};

const zh: Dictionary<typeof en> = {
  title: '提现审核',
  intro: '每笔提现都会在用户资金账户中冻结金额加手续费。批准即标记为已出款；拒绝则全额解冻，并告知用户原因。',
  empty: '没有待审核的提现',
  columns: {
    id: '提现',
    user: '用户',
    destination: '收款方',
    amount: '金额',
    status: '状态',
    createdAt: '提交时间',
  },
  review: '审核 #{{id}}',
  view: '查看 #{{id}}',
  feeAndFrozen: '手续费 {{fee}} · 冻结 {{total}}',
  dialog: {
    title: '提现 #{{id}}',
    destination: '收款方',
    decided: '该提现已有审核结果，不能在此更改。',
  },
  fields: {
    user: '用户',
    method: '方式',
    status: '状态',
    amount: '出款金额',
    fee: '手续费',
    total: '冻结（金额 + 手续费）',
    createdAt: '提交时间',
    reviewedAt: '审核时间',
    reviewedBy: '审核人',
    reason: '原因或备注',
    entry: '账本分录',
    bankName: '银行',
    accountName: '账户名',
    card: '银行卡',
    network: '网络',
    address: '地址',
  },
  holder: {
    title: '持卡人',
    cardName: '卡上姓名',
    verifiedName: '实名认证姓名',
    none: '未认证',
    matches: '同一人',
    differs: '与实名认证姓名不一致',
    unverified: '身份未认证',
    warning: '仅可向实名认证的本人出款：除非已确认该卡属于本人，否则请拒绝此提现。',
  },
  approve: '批准：已出款',
  reject: '拒绝',
  approveEffect:
    '确认已向该收款方支付 {{amount}} {{currency}}。冻结的 {{total}} {{currency}}（金额加 {{fee}} 手续费）将以您的名义记账，从用户资金账户中扣除。',
  rejectEffect:
    '不出款。冻结的 {{total}} {{currency}} 将全额退回用户的可用余额，用户将在该提现记录上看到您填写的原因。',
};

export const withdrawalReviewsText = { en, zh };
