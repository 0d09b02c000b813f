// Messages of institution follow investing (issue 17 §3), in both languages. The range is the spec's.
export const FOLLOW_MESSAGES = {
  followAmountRange: {
    en: 'Follow-order amounts range from 100 to 1000000 dollars',
    zh: '跟单金额范围为100至1000000美元',
  },
  followChoosePeriod: { en: 'Please choose one of the periods offered', zh: '请选择提供的跟单周期' },
  followInstitutionNotFound: { en: 'This institution does not exist', zh: '该机构不存在' },
  followInstitutionInactive: { en: 'This institution takes no new follow orders', zh: '该机构暂不接受新的跟单' },
  followPlaced: {
    en: 'Follow order placed: it starts at the institution’s next mark',
    zh: '跟单已提交，将在机构下次估值时开始',
  },
  followLocked: { en: 'A follow order cannot be sold before its end date', zh: '跟单在到期日前不可卖出' },
  followNotRunning: { en: 'This follow order is not running', zh: '该跟单不在运行中' },
  followSaved: { en: 'Institution saved', zh: '机构已保存' },
  followSymbolUnknown: {
    en: 'The market has no tradable instrument with this symbol',
    zh: '市场中没有该代码的可交易品种',
  },
  followNameTaken: { en: 'Another institution has this name', zh: '已有同名机构' },
  followSlowAboveFast: { en: 'The slow average must be longer than the fast one', zh: '慢速均线周期须长于快速均线' },
} as const;
