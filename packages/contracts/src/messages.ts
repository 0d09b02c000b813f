import { LIMITS } from './limits.ts';
import { BLOCK_TRADING_MESSAGES } from './messages-block-trading.ts';
import { FOLLOW_MESSAGES } from './messages-follow.ts';
import { INBOX_MESSAGES } from './messages-inbox.ts';
import { IPO_MESSAGES } from './messages-ipo.ts';
import { LOAN_MESSAGES } from './messages-loans.ts';
import { MEDIATION_MESSAGES } from './messages-mediation.ts';
import { MINING_MESSAGES } from './messages-mining.ts';
import { MONEY_MESSAGES } from './messages-money.ts';
import { RESPONDENT_MESSAGES } from './messages-respondent.ts';
import { ROBOT_MESSAGES } from './messages-robots.ts';
import { SESSION_MESSAGES } from './messages-sessions.ts';
import { SETTLEMENT_MESSAGES } from './messages-settlement.ts';
import { SUPPORT_MESSAGES } from './messages-support.ts';
import { TRADING_MESSAGES } from './messages-trading.ts';
import { TWO_FACTOR_MESSAGES } from './messages-two-factor.ts';

// Every user-facing message the server may put in `msg`, in both languages. English texts quoted by the spec are verbatim.
export const MESSAGES = {
  success: { en: 'Success', zh: '成功' },
  invalidEmail: { en: 'Please enter the correct email format', zh: '请输入正确的邮箱格式' },
  enterEmail: { en: 'Please Enter Email', zh: '请输入邮箱' },
  emailTooLong: { en: 'Email cannot exceed 50 characters', zh: '邮箱不能超过50个字符' },
  enterCode: { en: 'Please enter the Code', zh: '请输入验证码' },
  enterInviteCode: { en: 'Please enter Invitation Code', zh: '请输入邀请码' },
  inviteCodeTooLong: { en: 'Invitation Code cannot exceed 20 characters', zh: '邀请码不能超过20个字符' },
  enterUsername: { en: 'Please enter Username', zh: '请输入用户名' },
  usernameTooLong: { en: 'Username cannot exceed 20 characters', zh: '用户名不能超过20个字符' },
  usernameFormat: {
    en: 'Username may contain letters, digits, _ and - and must not be only digits',
    zh: '用户名只能包含字母、数字、_ 和 -，且不能全为数字',
  },
  enterPassword: { en: 'Please Enter Password', zh: '请输入密码' },
  passwordTooShort: {
    en: `Password must be at least ${LIMITS.passwordMin} characters`,
    zh: `密码至少${LIMITS.passwordMin}个字符`,
  },
  passwordTooLong: {
    en: `Password cannot exceed ${LIMITS.passwordMax} characters`,
    zh: `密码不能超过${LIMITS.passwordMax}个字符`,
  },
  enterAccount: { en: 'Please Enter User ID or Email', zh: '请输入用户ID或邮箱' },
  passwordsDoNotMatch: { en: 'The two passwords do not match', zh: '两次输入的密码不一致' },
  codeSent: { en: 'Send the code, please check', zh: '验证码已发送，请查收' },
  sendSuccess: { en: 'Send Success', zh: '发送成功' },
  registerSuccess: { en: 'Register Success', zh: '注册成功' },
  resetSuccess: { en: 'Reset successful. Please log in again.', zh: '重置成功，请重新登录。' },
  codeWrong: { en: 'The code is wrong or has expired', zh: '验证码错误或已过期' },
  codeTooManyAttempts: {
    en: 'Too many wrong attempts for this code. Please request a new one',
    zh: '验证码错误次数过多，请重新获取',
  },
  codeResendWait: { en: 'Please wait before requesting another code', zh: '请稍后再获取验证码' },
  inviteCodeUnknown: { en: 'This invitation code is not valid', zh: '邀请码无效' },
  emailTaken: { en: 'This email is already registered', zh: '该邮箱已被注册' },
  usernameTaken: { en: 'This username is already taken', zh: '该用户名已被使用' },
  loginFailed: { en: 'Account or password is incorrect', zh: '账号或密码错误' },
  accountDisabled: { en: 'This account is disabled', zh: '该账号已停用' },
  loginExpired: { en: 'Login expired', zh: '登录失效' },
  networkError: { en: 'Network error', zh: '网络错误' },
  forbidden: { en: 'You do not have permission for this', zh: '没有权限' },
  notFound: { en: 'The URL does not exist', zh: '地址不存在' },
  tooManyRequests: { en: 'Too many requests. Please try again later', zh: '请求过于频繁，请稍后再试' },
  uploadFail: { en: 'Upload fail', zh: '上传失败' },
  fileTooLarge: { en: 'The size cannot exceed {{size}}M', zh: '大小不能超过{{size}}M' },
  fileTypeRefused: {
    en: 'Only images (PNG, JPEG, GIF, WebP) and PDF files are accepted',
    zh: '仅支持图片（PNG、JPEG、GIF、WebP）和PDF文件',
  },
  pdfRefused: {
    en: 'This PDF cannot be accepted: it is damaged or contains scripts',
    zh: '无法接受此PDF：文件已损坏或包含脚本',
  },
  pdfEncrypted: {
    en: 'This PDF is encrypted or password-protected: please upload an unprotected copy',
    zh: '此PDF已加密或受密码保护，请上传未加密的副本',
  },
  fileMissing: { en: 'Please choose a file', zh: '请选择文件' },
  uploadMalformed: {
    en: 'The upload could not be read: the form was incomplete or malformed. Please try again',
    zh: '无法读取上传内容：表单不完整或格式有误，请重试',
  },
  internalError: { en: 'Something went wrong on our side. Please try again', zh: '服务器出错，请稍后再试' },
  invalidInput: { en: 'Some fields are not valid', zh: '部分字段无效' },
  jsonTooDeep: {
    en: `The request nests more than ${LIMITS.jsonDepthMax} levels deep`,
    zh: `请求的嵌套层级超过${LIMITS.jsonDepthMax}层`,
  },
  bodyNotExpected: { en: 'This request takes no body', zh: '此请求不接受请求体' },
  requestTimedOut: {
    en: 'The request arrived too slowly. Please try again',
    zh: '请求发送过慢，请重试',
  },
  unstorableText: { en: 'This field contains a character that is not allowed', zh: '该字段包含不允许的字符' },
  reasonRequired: { en: 'Please enter a reason', zh: '请输入原因' },
  enterNewsTitle: { en: 'Please enter a title', zh: '请输入标题' },
  enterNewsText: { en: 'Please enter the text', zh: '请输入正文' },
  cannotChangeOwnRoles: { en: 'You cannot remove your own admin role', zh: '不能移除自己的管理员角色' },
  cannotDisableSelf: { en: 'You cannot disable your own account', zh: '不能停用自己的账号' },
  chooseRole: { en: 'Choose at least one role', zh: '请至少选择一个角色' },
  displayNameTooLong: { en: 'A display name is at most 40 characters', zh: '显示名称最多 40 个字符' },
  displayNameNotEmail: {
    en: "A display name is a person's name, not an e-mail address",
    zh: '显示名称应为姓名，而不是电子邮件地址',
  },
  displayNameStaffOnly: { en: 'Only staff members have a display name', zh: '只有工作人员才有显示名称' },
  inviteCodeTooShort: { en: 'Invitation Code must be at least 4 characters', zh: '邀请码至少4个字符' },
  inviteCodeFormat: { en: 'Invitation Code may contain only letters and digits', zh: '邀请码只能包含字母和数字' },
  inviteCodeExists: { en: 'This invitation code already exists', zh: '该邀请码已存在' },
  inviteCodeNotActive: {
    en: 'This invitation code does not exist or is already disabled',
    zh: '该邀请码不存在或已停用',
  },
  unknownDictType: { en: 'Unknown dictionary type', zh: '未知的字典类型' },
  databaseUnreachable: { en: 'Database unreachable', zh: '数据库无法访问' },
  redisUnreachable: { en: 'Shared state (Redis) unreachable', zh: '共享状态服务（Redis）无法访问' },
  shuttingDown: { en: 'This server is shutting down; try again', zh: '本服务器正在关闭，请重试' },
  mailFailed: { en: 'We could not send the e-mail. Please try again', zh: '邮件发送失败，请重试' },
  ...MONEY_MESSAGES,
  ...MEDIATION_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...TRADING_MESSAGES,
  ...INBOX_MESSAGES,
  ...RESPONDENT_MESSAGES,
  ...BLOCK_TRADING_MESSAGES,
  ...IPO_MESSAGES,
  ...FOLLOW_MESSAGES,
  ...LOAN_MESSAGES,
  ...MINING_MESSAGES,
  ...ROBOT_MESSAGES,
  ...SETTLEMENT_MESSAGES,
  ...SESSION_MESSAGES,
  ...TWO_FACTOR_MESSAGES,
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{{name}}` placeholders. */
export function formatMessage(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const byEnglish = new Map<string, { en: string; zh: string }>(Object.values(MESSAGES).map((m) => [m.en, m]));

/** The Chinese text of a known English message, or the message itself when it is not in the catalogue. */
export function translateMessage(english: string, language: string): string {
  if (language !== 'zh') return english;
  return byEnglish.get(english)?.zh ?? english;
}
