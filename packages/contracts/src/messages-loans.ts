// Messages of loans (issue 18 §3), in both languages.
export const LOAN_MESSAGES = {
  loanProductNotFound: { en: 'This loan product does not exist', zh: '该贷款产品不存在' },
  loanPendingForProduct: {
    en: 'You already have an application for this product waiting for review',
    zh: '您已有该产品的申请正在审核中',
  },
  loanOverExposure: {
    en: 'Your loans together may not exceed {{limit}} USD: you may apply for at most {{headroom}} USD more',
    zh: '您的贷款合计不得超过 {{limit}} USD：最多还可申请 {{headroom}} USD',
  },
  loanOverExposureAtApproval: {
    en: 'Approving would take the applicant’s loans above the limit of {{limit}} USD ({{outstanding}} USD owed now)',
    zh: '批准后申请人的贷款将超过 {{limit}} USD 的上限（目前欠款 {{outstanding}} USD）',
  },
  loanExposureRange: {
    en: 'Enter a limit from 100 to 100,000,000 USD, with at most two decimals',
    zh: '请输入 100 至 100,000,000 USD 的上限，最多两位小数',
  },
  loanSettingsSaved: { en: 'Loan settings saved', zh: '贷款设置已保存' },
  loanProductInactive: { en: 'This loan product is not offered at the moment', zh: '该贷款产品暂不开放' },
  loanNotFound: { en: 'This loan does not exist', zh: '该贷款不存在' },
  loanAmountRange: {
    en: 'The amount must lie within the product’s range, in whole cents',
    zh: '金额须在产品的额度范围内，最多两位小数',
  },
  loanTermUnknown: { en: 'This product does not offer that term', zh: '该产品不提供此期限' },
  loanTermsInvalid: {
    en: 'Terms are whole months from 1 to 60, each listed once',
    zh: '期限为1至60个整月，且不能重复',
  },
  loanAprRange: {
    en: 'The APR must be from 0 to 36 %, with at most two decimals',
    zh: '年利率须为0至36%，最多两位小数',
  },
  loanFeeRange: { en: 'The fee is outside the allowed range', zh: '费用超出允许范围' },
  loanProductRange: {
    en: 'The minimum amount must be above zero and not above the maximum',
    zh: '最低金额须大于零且不高于最高金额',
  },
  loanNotPending: { en: 'This application has already been decided', zh: '该申请已审核' },
  loanNotActive: { en: 'This loan is not being repaid: nothing is due', zh: '该贷款不在还款中，无需还款' },
  loanInsufficientFunds: {
    en: 'Your funding account’s available balance is short of the amount due',
    zh: '资金账户可用余额不足以支付应还金额',
  },
  loanQuoteChanged: {
    en: 'The amount due has changed since it was shown: check the new amount and confirm again',
    zh: '应还金额已变化，请确认新金额后重试',
  },
  loanApplied: { en: 'Application sent: it will be reviewed', zh: '申请已提交，等待审核' },
  loanApproved: { en: 'Loan approved and paid into the funding account', zh: '贷款已批准并放款至资金账户' },
  loanRejected: { en: 'Application rejected', zh: '申请已拒绝' },
  loanRepaid: { en: 'Instalment repaid', zh: '本期已还款' },
  loanRepaidEarly: { en: 'Loan repaid in full and closed', zh: '贷款已全部提前还清并结清' },
  loanProductSaved: { en: 'Loan product saved', zh: '贷款产品已保存' },
  loanProductInUse: {
    en: 'Loans were applied for on this product: switch it off instead of deleting it',
    zh: '该产品已有贷款申请，请停用而非删除',
  },
  loanProductDeleted: { en: 'Loan product deleted', zh: '贷款产品已删除' },
  loanDatesMoved: { en: 'The loan’s dates were moved', zh: '贷款日期已调整' },
} as const;
