import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Ledger of user #{{id}}',
  back: 'Back to user #{{id}}',
  readOnly:
    'Read-only. Every balance is the sum of the account’s postings; entries are never changed, only undone by later reversing entries.',
  notFound: 'There is no user #{{id}}',
  balances: {
    title: 'Balances',
    account: 'Account',
    available: 'Available',
    frozen: 'Frozen',
    total: 'Total',
    hideEmpty: 'Hide accounts without money',
    allEmpty: 'This user has no money in any account.',
  },
  entries: {
    title: 'Journal entries',
    empty: 'No money has moved on this user’s accounts yet',
    columns: {
      id: 'Entry and time',
      type: 'Type and cause',
      actor: 'Actor',
      memo: 'Description',
      postings: 'Postings',
    },
    reverses: 'Reverses entry #{{id}}',
    reversedBy: 'Reversed by entry #{{id}}',
    thisUser: 'this user',
    otherUser: 'user #{{id}}',
    postingsLabel: 'Postings of entry #{{id}}',
  },
  filters: {
    account: 'Account',
    currency: 'Currency',
    type: 'Type',
    from: 'From (UTC day)',
    to: 'To (UTC day)',
    all: 'All',
    toBeforeFrom: 'The end must not be before the start',
  },
};

const zh: Dictionary<typeof en> = {
  title: '用户 #{{id}} 的账本',
  back: '返回用户 #{{id}}',
  readOnly: '只读。每个余额都是该账户所有记账的合计；分录不可修改，只能由之后的冲正分录撤销。',
  notFound: '不存在用户 #{{id}}',
  balances: {
    title: '余额',
    account: '账户',
    available: '可用',
    frozen: '冻结',
    total: '合计',
    hideEmpty: '隐藏无资金的账户',
    allEmpty: '该用户所有账户均无资金。',
  },
  entries: {
    title: '日记账分录',
    empty: '该用户的账户尚无资金变动',
    columns: {
      id: '分录与时间',
      type: '类型与起因',
      actor: '操作方',
      memo: '说明',
      postings: '记账',
    },
    reverses: '冲正分录 #{{id}}',
    reversedBy: '已被分录 #{{id}} 冲正',
    thisUser: '本用户',
    otherUser: '用户 #{{id}}',
    postingsLabel: '分录 #{{id}} 的记账',
  },
  filters: {
    account: '账户',
    currency: '币种',
    type: '类型',
    from: '开始（UTC 日期）',
    to: '结束（UTC 日期）',
    all: '全部',
    toBeforeFrom: '结束日期不能早于开始日期',
  },
};

export const ledgerText = { en, zh };
