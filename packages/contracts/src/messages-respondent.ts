// Messages of mediation with both parties (issue 15): the respondent's link and answer, transitions the server
// refuses with their reason, en + zh.
export const RESPONDENT_MESSAGES = {
  respondentLinkInvalid: {
    en: 'This link is not valid: it may have expired or been replaced. Ask the mediator for a new one.',
    zh: '此链接无效：可能已过期或已被替换。请向调解员索取新链接。',
  },
  enterRespondentName: { en: 'Please enter your name or your business name', zh: '请输入您的姓名或企业名称' },
  enterQuestion: { en: 'Please enter your question', zh: '请输入您的问题' },
  enterManualStepNote: {
    en: 'Please note what was done (the letter posted, the call made)',
    zh: '请记录所做的步骤（寄出的信件、拨打的电话）',
  },
  respondentEmailMissing: {
    en: 'Please give the respondent’s e-mail address: the applicant gave none',
    zh: '请填写被申请人的邮箱：申请人未提供',
  },
  respondentAlreadyAnswered: { en: 'The respondent has already answered', zh: '被申请人已作出答复' },
  respondentNewLinkByEmail: {
    en: 'A respondent who takes part gets a new link by e-mail, at the address they confirmed',
    zh: '已参与调解的被申请人将通过其已确认的邮箱收到新链接',
  },
  respondentNotNotifiable: {
    en: 'The respondent can be contacted only once the case is accepted',
    zh: '只有案件受理后才能联系被申请人',
  },
  applicantNotVerified: {
    en: 'The applicant’s real-name verification is not approved yet: the respondent is contacted only after it is, as the application promises',
    zh: '申请人的实名认证尚未通过：按照申请时的承诺，认证通过后才会联系被申请人',
  },
  respondentTakesPartFirst: {
    en: 'The respondent must take part first: mediation starts when they do',
    zh: '被申请人须先同意参与：调解在其同意后开始',
  },
  settledNeedsBothSignatures: {
    en: 'A case closes as settled only with an agreement signed by both parties',
    zh: '只有双方均已签署协议，案件才能以达成和解结案',
  },
  writeMessage: { en: 'Please write a message', zh: '请输入消息内容' },
  enterProposalTerms: { en: 'Please state the terms of the proposal', zh: '请填写方案条款' },
  chooseAnswer: { en: 'Please accept or reject the proposal', zh: '请接受或拒绝该方案' },
  threadClosed: {
    en: 'Messages and proposals are open only while the case is in mediation',
    zh: '只有在调解期间才能发送消息和方案',
  },
  noDeadline: { en: 'The case is not waiting on a deadline', zh: '该案件当前没有待到期的期限' },
  respondentLinkJustSent: {
    en: 'A link was sent to the respondent less than a minute ago',
    zh: '不到一分钟前已向被申请人发送过链接',
  },
  proposalAlreadyOpen: {
    en: 'Your proposal is still open: it is answered or lapses before you propose again',
    zh: '您的方案仍在有效期内：须待对方答复或方案失效后才能再次提出',
  },
  proposalAlreadyAccepted: {
    en: 'A proposal has been accepted: the mediator drafts the agreement from it',
    zh: '已有方案被接受：调解员将据此起草协议',
  },
  proposalNotOpen: { en: 'This proposal is no longer open', zh: '该方案已不再有效' },
  proposalOwnAnswer: { en: 'A proposal is answered by the other side', zh: '方案须由另一方答复' },
  proposalAlreadyAnswered: {
    en: 'You have already answered this proposal; it waits for the other side',
    zh: '您已答复该方案，正在等待另一方答复',
  },
  deadlineDaysRange: { en: 'A deadline is 1 to 90 days', zh: '期限须为 1 至 90 天' },
  reminderBeforeDeadline: {
    en: 'The reminder goes at least one day before the deadline: fewer days than the deadline itself',
    zh: '提醒须至少在截止前一天发出：天数须少于期限本身',
  },
  requiredNoticeAlwaysSent: {
    en: 'This notice is always sent by e-mail: it changes what you must do, or ends the case',
    zh: '此类通知始终通过邮件发送：它会改变您需要做的事，或结束案件',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
