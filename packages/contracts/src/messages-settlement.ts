// Messages of a mediation settlement (issue 27 §5): who signs, how the agreed payment is made, and the applicant's
// confirmation that it arrived; the payout destination (bank account or crypto address). en + zh.
export const SETTLEMENT_MESSAGES = {
  signerNameNotYours: {
    en: 'You sign in the name the service verified for you; another name cannot be used',
    zh: '您须以平台核实的姓名签署，不能使用其他姓名',
  },
  realNameRequiredToSign: {
    en: 'Please complete your real-name verification first: you sign in your verified name',
    zh: '请先完成实名认证：您须以认证后的真实姓名签署',
  },
  choosePaymentMethod: { en: 'Please choose how the settlement is paid', zh: '请选择和解款的支付方式' },
  enterPaymentDetails: {
    en: 'Please state how the payment is made, in the parties’ words',
    zh: '请按双方约定写明付款方式',
  },
  paymentDueDaysRange: {
    en: 'The payment is due within 1 to 90 days of the last signature',
    zh: '付款期限须为最后签署后1至90天',
  },
  caseNotAwaitingPayment: {
    en: 'This case is not waiting for a payment confirmation',
    zh: '该案件不在等待确认收款的阶段',
  },
  settledNeedsPaymentConfirmed: {
    en: 'A case with an agreed payment is settled only when the applicant confirms that the payment arrived',
    zh: '有约定付款的案件，只有在申请人确认款项到账后才算达成和解',
  },
  paymentConfirmed: { en: 'Thank you: the case is closed as settled', zh: '谢谢：案件已按和解结案' },
  paymentMissingRecorded: {
    en: 'Recorded: the respondent and the mediator are told the payment has not arrived',
    zh: '已记录：已告知被申请人和调解员款项尚未到账',
  },
  choosePayoutKind: { en: 'Please choose a bank account or a crypto address', zh: '请选择银行账户或加密货币地址' },
  enterPayoutAccountNumber: {
    en: 'Please enter the account number or IBAN',
    zh: '请输入账号或IBAN',
  },
  payoutAccountNumberInvalid: {
    en: 'The account number or IBAN may contain letters, digits and spaces, 6 to 34 characters',
    zh: '账号或IBAN只能包含字母、数字和空格，长度6到34个字符',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
