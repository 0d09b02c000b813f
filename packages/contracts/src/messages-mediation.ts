// Messages of the mediation portal's domains (mediation, real-name, wallet, feedback, published content), en + zh.
// Spec texts are verbatim (section 5, Reading A's list of messages where the portal shows the same thing).
export const MEDIATION_MESSAGES = {
  // real-name
  enterFullName: { en: 'Please enter your full name', zh: '请输入您的姓名' },
  fullNameTooLong: { en: 'Full name cannot exceed 100 characters', zh: '姓名不能超过100个字符' },
  chooseIdType: { en: 'Please choose the ID type', zh: '请选择证件类型' },
  enterIdCardNumber: { en: 'Please Enter ID Card Number', zh: '请输入身份证号码' },
  enterPassportNumber: { en: 'Please Enter Passport Number', zh: '请输入护照号码' },
  idNumberFormat: {
    en: 'The ID number may contain only letters, digits, spaces and -, 4 to 30 characters',
    zh: '证件号码只能包含字母、数字、空格和 -，长度4到30个字符',
  },
  selectCountry: { en: 'Please Select Country', zh: '请选择国家' },
  enterFirstName: { en: 'Please Enter First Name', zh: '请输入名字' },
  enterLastName: { en: 'Please Enter Last Name', zh: '请输入姓氏' },
  nameTooLong: { en: 'A name cannot exceed 50 characters', zh: '姓名不能超过50个字符' },
  kycRequired: {
    en: 'Please verify your identity (KYC) first: it is required for withdrawals',
    zh: '请先完成身份认证（KYC）：提现需要身份认证',
  },
  fileNotYours: { en: 'This file was not uploaded by you', zh: '该文件不是您上传的' },
  fileNotImage: { en: 'Please upload an image (PNG, JPEG, GIF or WebP)', zh: '请上传图片（PNG、JPEG、GIF或WebP）' },
  realNamePending: {
    en: 'Your real-name verification is under review',
    zh: '您的实名认证正在审核中',
  },
  realNameApproved: { en: 'Your real-name verification is already approved', zh: '您的实名认证已通过' },
  realNameNotPending: { en: 'This submission is no longer waiting for review', zh: '该申请已不在待审核状态' },
  // wallet
  selectCurrencyType: { en: 'Please select a currency type', zh: '请选择币种' },
  payoutAddressInvalid: {
    en: 'This is not a valid {{currency}} address',
    zh: '这不是有效的{{currency}}地址',
  },
  // password
  enterOldPassword: { en: 'Please enter your current password', zh: '请输入当前密码' },
  oldPasswordWrong: { en: 'The current password is incorrect', zh: '当前密码不正确' },
  newPasswordSame: { en: 'The new password must differ from the current one', zh: '新密码不能与当前密码相同' },
  passwordChanged: { en: 'Password changed. Please log in again.', zh: '密码已修改，请重新登录。' },
  // application
  chooseDisputeType: { en: 'Please choose the type of dispute', zh: '请选择纠纷类型' },
  enterCounterpartyName: { en: 'Please enter the name of the other party', zh: '请输入对方名称' },
  counterpartyNameTooLong: { en: 'The name cannot exceed 100 characters', zh: '名称不能超过100个字符' },
  textTooLong: { en: 'This text cannot exceed {{max}} characters', zh: '该内容不能超过{{max}}个字符' },
  enterCounterpartyWebsiteOrContact: {
    en: 'Please enter the website, platform or contact of the other party',
    zh: '请填写对方的网站、平台或联系方式',
  },
  chooseSendType: {
    en: 'Please choose how the other party is to be notified',
    zh: '请选择通知对方的方式',
  },
  enterDescription: {
    en: 'Please describe what happened (at least 20 characters)',
    zh: '请描述事情经过（至少20个字符）',
  },
  incidentDateInvalid: { en: 'Please enter a date that is not in the future', zh: '请输入不晚于今天的日期' },
  tooManyFiles: { en: 'You can attach at most {{max}} files', zh: '最多可附加{{max}}个文件' },
  acknowledgeTerms: {
    en: 'Please confirm that you have read how mediation works',
    zh: '请确认您已阅读调解的工作方式',
  },
  tooManyOpenCases: {
    en: 'You already have {{max}} open cases. Please wait for one of them to close',
    zh: '您已有{{max}}个进行中的案件，请等待其中一个结案',
  },
  applySuccess: { en: 'Application submitted', zh: '申请已提交' },
  // case workflow
  caseTransitionRefused: {
    en: 'A case that is {{from}} cannot become {{to}}',
    zh: '当前状态为{{from}}的案件不能变更为{{to}}',
  },
  caseNotWithdrawable: { en: 'This case can no longer be withdrawn', zh: '该案件已无法撤回' },
  caseNotInMediation: {
    en: 'An agreement can be drafted only while the case is in mediation',
    zh: '只有在调解中的案件才能起草协议',
  },
  notAMediator: { en: 'This operator is not a mediator', zh: '该操作员不是调解员' },
  // agreement
  mediatorNameRequired: {
    en: 'Set your display name before drafting: the agreement names its mediator, never by account number',
    zh: '起草前请先设置您的显示名称：协议须写明调解员姓名，不能以账号编号代替',
  },
  respondentNotTakingPart: {
    en: 'An agreement can be drafted only once the respondent has agreed to take part in the mediation',
    zh: '只有在被申请人同意参与调解后才能起草协议',
  },
  enterAgreementTitle: { en: 'Please enter the title', zh: '请输入标题' },
  enterAgreementBody: { en: 'Please enter the terms of the agreement', zh: '请输入协议条款' },
  agreementNotAwaitingSignature: {
    en: 'This agreement is not waiting for a signature',
    zh: '该协议不在待签署状态',
  },
  agreementChanged: {
    en: 'The agreement has changed since you opened it. Please read it again',
    zh: '协议在您打开后已变更，请重新阅读',
  },
  enterSignerName: { en: 'Please enter your full name', zh: '请输入您的姓名' },
  signatureMissing: { en: 'Please sign in the box', zh: '请在框内签名' },
  signatureInvalid: { en: 'The signature image is not valid', zh: '签名图片无效' },
  confirmSignature: {
    en: 'Please confirm that you agree to sign electronically',
    zh: '请确认您同意以电子方式签署',
  },
  agreementAlreadySigned: {
    en: 'You have already signed this agreement',
    zh: '您已签署过该协议',
  },
  signSuccess: { en: 'Agreement signed', zh: '协议已签署' },
  // reports
  enterTitle: { en: 'Please enter the title', zh: '请输入标题' },
  enterBody: { en: 'Please enter the content', zh: '请输入内容' },
  // feedback
  chooseFeedbackCategory: { en: 'Please choose a category', zh: '请选择类别' },
  enterFeedbackContent: {
    en: 'Please enter your feedback (at least 5 characters)',
    zh: '请输入反馈内容（至少5个字符）',
  },
  enterName: { en: 'Please enter your name', zh: '请输入您的姓名' },
  enterMessage: { en: 'Please enter your message (at least 5 characters)', zh: '请输入留言（至少5个字符）' },
  feedbackSent: { en: 'Thank you. Your feedback has been received', zh: '感谢您的反馈，我们已收到' },
  enterAnswer: { en: 'Please enter the answer', zh: '请输入回复' },
  // published content
  enterHtml: { en: 'Please enter the content', zh: '请输入内容' },
  enterContentName: { en: 'Please enter the name', zh: '请输入名称' },
  enterIssuer: { en: 'Please enter who issued it', zh: '请输入颁发机构' },
  enterVerifyHow: {
    en: 'Please say how anyone can verify it (a public register address or the steps)',
    zh: '请说明任何人如何核实（公开登记地址或核实步骤）',
  },
  urlInvalid: { en: 'Please enter a full https:// address', zh: '请输入完整的 https:// 地址' },
  tagFormat: {
    en: 'The tag may contain only lower-case letters, digits and -',
    zh: '标签只能包含小写字母、数字和 -',
  },
  feeInvalid: { en: 'Please state the fee as the plan publishes it', zh: '请按套餐公布的方式填写费用' },
  caseNotClosed: { en: 'Only a closed case can be published', zh: '只能发布已结案的案件' },
  slugTaken: { en: 'This tag is already used by another section', zh: '该标签已被其他栏目使用' },
} as const satisfies Record<string, { en: string; zh: string }>;
