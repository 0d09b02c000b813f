import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Ledger check',
  intro:
    'Checks the whole ledger now: in every currency the postings of all accounts must sum to zero, every entry must balance, no user account may be below zero available, and every cached balance must equal the sum of its postings.',
  runAgain: 'Run the check again',
  balanced: 'The ledger balances',
  balancedText: 'Every currency sums to zero and nothing else was found.',
  failed: 'The ledger does not balance',
  failedText: 'What the check found is listed below. Nothing has been corrected automatically.',
  failedNoDetail: 'The server reported a failure without naming its cause.',
  facts: {
    checkedAt: 'Checked at',
    duration: 'Took',
    durationValue: '{{ms}} ms',
    entries: 'Journal entries',
    postings: 'Postings',
  },
  currencies: {
    title: 'Sum of all postings per currency',
    currency: 'Currency',
    sum: 'Sum',
    result: 'Result',
    zero: 'Sums to zero',
    notZero: 'Does not sum to zero',
    empty: 'No money has moved yet: there is nothing to sum.',
  },
  findings: {
    currency: '{{currency}} sums to {{sum}} instead of 0',
    unbalancedEntries: 'Entries whose postings do not balance',
    overdrawnAccounts: 'User accounts below zero available',
    driftedAccounts: 'Accounts whose cached balance differs from their postings',
    none: 'None',
    atMost: 'At most 20 are listed.',
  },
};

const zh: Dictionary<typeof en> = {
  title: '账本核对',
  intro:
    '立即核对整个账本：每个币种中所有账户的记账合计必须为零，每笔分录必须平衡，用户账户的可用余额不得为负，每个缓存余额必须等于其记账合计。',
  runAgain: '重新核对',
  balanced: '账本平衡',
  balancedText: '每个币种合计为零，未发现其他问题。',
  failed: '账本不平衡',
  failedText: '核对发现的问题列在下方。系统未做任何自动更正。',
  failedNoDetail: '服务器报告核对失败，但未说明原因。',
  facts: {
    checkedAt: '核对时间',
    duration: '耗时',
    durationValue: '{{ms}} 毫秒',
    entries: '日记账分录',
    postings: '记账',
  },
  currencies: {
    title: '各币种所有记账的合计',
    currency: '币种',
    sum: '合计',
    result: '结果',
    zero: '合计为零',
    notZero: '合计不为零',
    empty: '尚无资金变动，没有可合计的记录。',
  },
  findings: {
    currency: '{{currency}} 合计为 {{sum}}，而不是 0',
    unbalancedEntries: '记账不平衡的分录',
    overdrawnAccounts: '可用余额为负的用户账户',
    driftedAccounts: '缓存余额与记账合计不符的账户',
    none: '无',
    atMost: '最多列出 20 个。',
  },
};

export const ledgerCheckText = { en, zh };
