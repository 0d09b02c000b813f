// The inbox (issue 14 §2): one list of messages per user, made from domain events by the server's notifications
// module and from operators' announcements. A message stores its kind and the facts it names (`params`); its words
// come from INBOX_TEXTS here, so each app shows it in the reader's language, and a new feature adds its kinds and
// texts without touching the inbox.
import { CASE_NOTICE_WORDS } from './case-notice-texts.ts';
import { CASE_INBOX_TEXTS, type CaseInboxKind } from './inbox-mediation.ts';
import { MONEY_INBOX_TEXTS, type MoneyInboxKind } from './inbox-money.ts';
import { SESSION_INBOX_TEXTS, type SessionInboxKind } from './inbox-sessions.ts';
import { INBOX_MESSAGES as M } from './messages-inbox.ts';
import { MEDIATION_MESSAGES } from './messages-mediation.ts';
import { pageFields } from './money-api.ts';
import { z } from './zod.ts';

export const INBOX_CATEGORIES = ['system', 'account', 'trade', 'money', 'kyc', 'support', 'mediation'] as const;
export type InboxCategory = (typeof INBOX_CATEGORIES)[number];

/**
 * One inbox per account, shown by each app as far as it concerns that app: a filled order means nothing in the
 * mediation portal (and links to a trade screen), a case notice nothing in the trade app. What is about the account
 * itself (announcements, identity verification, customer service) shows in both.
 */
export const INBOX_APPS = ['trade', 'portal'] as const;
export type InboxApp = (typeof INBOX_APPS)[number];
export const INBOX_APP_CATEGORIES: Record<InboxApp, readonly InboxCategory[]> = {
  trade: ['system', 'account', 'trade', 'money', 'kyc', 'support'],
  portal: ['mediation', 'system', 'kyc', 'support'],
};

type Text = { en: string; zh: string };
export interface InboxKindText {
  category: InboxCategory;
  /** Urgent messages are also raised as a toast on every open screen. */
  urgent?: boolean;
  title: Text;
  body: Text;
}

/** The kinds of the account and the trade app (money, trading, identity, support, announcements). */
const ACCOUNT_TEXTS = {
  announcement: { category: 'system', title: { en: '{title}', zh: '{title}' }, body: { en: '{body}', zh: '{body}' } },
  'deposit.approved': {
    category: 'money',
    title: { en: 'Deposit credited', zh: '充值已到账' },
    body: {
      en: 'Your deposit #{id} has been credited to your funding account.',
      zh: '您的充值 #{id} 已存入资金账户。',
    },
  },
  'deposit.rejected': {
    category: 'money',
    title: { en: 'Deposit refused', zh: '充值未通过' },
    body: { en: 'Your deposit #{id} was refused: {reason}', zh: '您的充值 #{id} 未通过：{reason}' },
  },
  'withdrawal.approved': {
    category: 'money',
    title: { en: 'Withdrawal paid', zh: '提现已支付' },
    body: { en: 'Your withdrawal #{id} has been approved and paid out.', zh: '您的提现 #{id} 已审核通过并支付。' },
  },
  'withdrawal.rejected': {
    category: 'money',
    title: { en: 'Withdrawal rejected', zh: '提现被拒绝' },
    body: {
      en: 'Your withdrawal #{id} was rejected and the amount released to your account: {reason}',
      zh: '您的提现 #{id} 被拒绝，金额已退回您的账户：{reason}',
    },
  },
  'kyc.approved': {
    category: 'kyc',
    title: { en: 'Identity verified', zh: '身份认证已通过' },
    body: { en: 'Your identity verification has been approved.', zh: '您的身份认证已审核通过。' },
  },
  'kyc.rejected': {
    category: 'kyc',
    title: { en: 'Identity verification unsuccessful', zh: '身份认证未通过' },
    body: {
      en: 'Your identity verification was not approved: {reason}. You can try again.',
      zh: '您的身份认证未通过：{reason}。您可以重新提交。',
    },
  },
  'block.approved': {
    category: 'trade',
    title: { en: 'Block trading opened', zh: '大宗交易已开通' },
    body: {
      en: 'Your application for block trading has been approved.',
      zh: '您的大宗交易权限申请已审核通过。',
    },
  },
  'block.rejected': {
    category: 'trade',
    title: { en: 'Block trading application rejected', zh: '大宗交易申请未通过' },
    body: {
      en: 'Your application for block trading was rejected: {reason}. You can apply again.',
      zh: '您的大宗交易权限申请未通过：{reason}。您可以重新申请。',
    },
  },
  'ipo.allotted': {
    category: 'trade',
    title: { en: 'IPO shares allotted', zh: '新股已配售' },
    body: {
      en: 'Your subscription to {symbol}: {allotted} of {requested} shares allotted; {released} USD released to your trading account.',
      zh: '您认购的 {symbol} 获配 {allotted} 股（认购 {requested} 股），{released} USD 已解冻回交易账户。',
    },
  },
  'ipo.notAllotted': {
    category: 'trade',
    title: { en: 'IPO not allotted', zh: '新股未获配售' },
    body: {
      en: 'Your subscription to {symbol} ({requested} shares) was not allotted; the {released} USD frozen was released in full.',
      zh: '您认购的 {symbol}（{requested} 股）未获配售，冻结的 {released} USD 已全部解冻。',
    },
  },
  'follow.settled': {
    category: 'trade',
    title: { en: 'Follow order settled', zh: '跟单已结算' },
    body: {
      en: 'Your follow order on {institution} ({amount} USD) settled at a return of {returnPercent}%: {value} USD is back in your trading account.',
      zh: '您在 {institution} 的跟单（{amount} USD）已按 {returnPercent}% 的收益率结算，{value} USD 已回到交易账户。',
    },
  },
  'robot.expired': {
    category: 'trade',
    title: { en: 'Robot rental ended', zh: '机器人租用已到期' },
    body: {
      en: 'Your rental of the robot {name} (#{id}) ended and the robot stopped; its {positions} open position(s) are now yours to manage. Its realised income was {realizedPnl} {currency}.',
      zh: '您租用的机器人 {name}（#{id}）已到期并停止；其 {positions} 个未平仓持仓已转交给您管理。其已实现收益为 {realizedPnl} {currency}。',
    },
  },
  'loan.approved': {
    category: 'money',
    title: { en: 'Loan approved', zh: '贷款已批准' },
    body: {
      en: 'Your loan #{id} of {amount} USD was approved: {netDisbursed} USD (after the {fee} USD origination fee) is in your funding account. The first instalment of {instalment} USD is due on {firstDueDate}.',
      zh: '您的贷款 #{id}（{amount} USD）已批准：扣除 {fee} USD 手续费后的 {netDisbursed} USD 已存入资金账户。首期 {instalment} USD 于 {firstDueDate} 到期。',
    },
  },
  'loan.rejected': {
    category: 'money',
    title: { en: 'Loan application rejected', zh: '贷款申请未通过' },
    body: {
      en: 'Your application #{id} for {amount} USD was rejected: {reason}',
      zh: '您的贷款申请 #{id}（{amount} USD）未通过：{reason}',
    },
  },
  'loan.overdue': {
    category: 'money',
    urgent: true,
    title: { en: 'Loan instalment overdue', zh: '贷款分期已逾期' },
    body: {
      en: 'Instalment {number} of your loan #{id} ({amount} USD, due {dueDate}) could not be collected: your funding account was short. It is overdue and the disclosed overdue fee applies until it is paid.',
      zh: '您的贷款 #{id} 第 {number} 期（{amount} USD，{dueDate} 到期）因资金账户余额不足未能扣款，已逾期，在还清前按公示标准收取逾期费。',
    },
  },
  'loan.closed': {
    category: 'money',
    title: { en: 'Loan repaid and closed', zh: '贷款已结清' },
    body: {
      en: 'Your loan #{id} of {amount} USD is repaid in full and closed.',
      zh: '您的贷款 #{id}（{amount} USD）已全部还清并结清。',
    },
  },
  'mining.paused': {
    category: 'trade',
    urgent: true,
    title: { en: 'Insufficient energy, stop mining', zh: '能量不足，停止挖矿' },
    body: {
      en: 'Your mining contract #{id} ({product}, {hashRate} TH/s) stopped at period {period} of {periods}: the energy balance could not pay its electricity, so that period was lost and is not paid. Top up the energy balance to resume; the term does not extend.',
      zh: '您的挖矿合约 #{id}（{product}，{hashRate} TH/s）在第 {period}/{periods} 期停止：能量余额不足以支付电费，该期作废且不发放收益。充值能量后即可恢复；合约期限不顺延。',
    },
  },
  'mining.success': {
    category: 'trade',
    title: { en: 'Mining successful', zh: '挖矿成功' },
    body: {
      en: 'Your mining contract #{id} ({product}, {hashRate} TH/s) completed its {periods} periods and mined {mined} {coin} in all, paid to your funding account.',
      zh: '您的挖矿合约 #{id}（{product}，{hashRate} TH/s）已完成全部 {periods} 期，共挖得 {mined} {coin}，已存入资金账户。',
    },
  },
  'mining.failure': {
    category: 'trade',
    title: { en: 'Mining failed', zh: '挖矿失败' },
    body: {
      en: 'Your mining contract #{id} ({product}, {hashRate} TH/s) could not start: the product was withdrawn before its first period. The hash-rate fee of {refunded} USDT was refunded in full to your funding account.',
      zh: '您的挖矿合约 #{id}（{product}，{hashRate} TH/s）未能开始：该产品在首个周期前已下架。算力费 {refunded} USDT 已全额退回资金账户。',
    },
  },
  'order.filled': {
    category: 'trade',
    title: { en: 'Order filled', zh: '订单已成交' },
    body: { en: 'Your order #{id} was filled.', zh: '您的订单 #{id} 已成交。' },
  },
  'order.ended': {
    category: 'trade',
    title: { en: 'Order ended', zh: '订单已结束' },
    body: { en: 'Your pending order #{id} ended: {reason}', zh: '您的委托订单 #{id} 已结束：{reason}' },
  },
  'position.closed': {
    category: 'trade',
    title: { en: 'Position closed', zh: '持仓已平仓' },
    body: { en: 'Your position #{id} was closed: {reason}', zh: '您的持仓 #{id} 已平仓：{reason}' },
  },
  'margin.call': {
    category: 'trade',
    urgent: true,
    title: { en: 'Margin call', zh: '追加保证金通知' },
    body: {
      en: 'Your {currency} trading account has reached its margin-call level. Add funds or reduce positions to avoid a stop-out.',
      zh: '您的 {currency} 交易账户已达到追加保证金水平。请入金或减仓，以免被强制平仓。',
    },
  },
  'feedback.answered': {
    category: 'support',
    title: { en: 'Your feedback was answered', zh: '您的反馈已回复' },
    body: { en: 'We have replied to your feedback #{id}.', zh: '我们已回复您的反馈 #{id}。' },
  },
  'support.reply': {
    category: 'support',
    title: { en: 'Customer service replied', zh: '客服已回复' },
    body: {
      en: 'Customer service answered you in the support chat. Open the chat to read the reply.',
      zh: '客服在在线客服中回复了您。打开聊天即可查看回复。',
    },
  },
} as const satisfies Record<string, InboxKindText>;

/** Each kind's category and words; `{name}` is filled from the message's params. */
export const INBOX_TEXTS: Readonly<
  Record<keyof typeof ACCOUNT_TEXTS | MoneyInboxKind | SessionInboxKind, InboxKindText>
> &
  Partial<Record<CaseInboxKind, InboxKindText>> = {
  ...ACCOUNT_TEXTS,
  ...MONEY_INBOX_TEXTS,
  ...SESSION_INBOX_TEXTS,
  ...CASE_INBOX_TEXTS,
};

export type InboxKind = keyof typeof ACCOUNT_TEXTS | MoneyInboxKind | SessionInboxKind | CaseInboxKind;
export const INBOX_KINDS = Object.keys(INBOX_TEXTS) as InboxKind[];

/** Reasons the server records in English words, named in the reader's language. */
const REASONS: Record<string, Text> = {
  user: { en: 'you closed it', zh: '您已手动平仓' },
  stop_loss: { en: 'its stop-loss was reached', zh: '触发止损' },
  take_profit: { en: 'its take-profit was reached', zh: '触发止盈' },
  stop_out: { en: 'the account was stopped out', zh: '账户被强制平仓' },
  robot: { en: 'your trading robot closed it, as its strategy decided', zh: '您的交易机器人按其策略平仓' },
  expired: { en: 'a day order, it expired at the close of its session', zh: '当日有效订单，已于交易时段收盘时过期' },
  rejected: { en: 'there was not enough available margin at the fill price', zh: '成交价下可用保证金不足' },
};

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const ISO_DAY = /^\d{4}-\d\d-\d\d$/;
const AMOUNT = /^-?\d+(\.\d+)?$/;
const CURRENCY_CODE = /^[A-Z]{3,4}$/;

/**
 * How an app writes a message's amounts and dates: its one money formatter (grouped, exact) and its date formats in
 * the reader's language. An amount is a param written just before a currency code (`{amount} USD`,
 * `{payout} {coin}`); a date is a param holding an ISO day or time.
 */
export interface InboxFormat {
  /** The amount as shown beside its currency code (the code stays in the text). */
  amount(value: string, currency: string): string;
  /** A calendar day (`2026-11-28`), the same day wherever the reader is. */
  day(day: string): string;
  /** An instant (ISO time), in the reader's zone. */
  dateTime(iso: string): string;
}

/** A param in the reader's words: a recorded reason or a case's choice and step named, a time written out. */
function wordFor(kind: string, name: string, value: string, language: 'en' | 'zh', format?: InboxFormat): string {
  if (name === 'reason' && REASONS[value]) return REASONS[value][language];
  if (format) {
    if (CASE_NOTICE_WORDS[value] && kind.startsWith('case.')) return CASE_NOTICE_WORDS[value][language];
    if (ISO_DAY.test(value)) return format.day(value);
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return format.dateTime(value);
    return value;
  }
  if (!kind.startsWith('case.')) return value;
  if (CASE_NOTICE_WORDS[value]) return CASE_NOTICE_WORDS[value][language];
  if (ISO_TIME.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime()))
      return at.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' });
  }
  return value;
}

/**
 * A message's title and body in `language`, its params filled in; with the app's `format`, its amounts grouped and
 * its dates in the reader's format (without, as the server recorded them).
 */
export function inboxWords(
  message: { kind: string; params: Record<string, string> },
  language: 'en' | 'zh',
  format?: InboxFormat,
) {
  const texts = (INBOX_TEXTS as Record<string, InboxKindText | undefined>)[message.kind];
  if (!texts) return { title: message.kind, body: '' };
  const fill = (text: string) =>
    text
      // `{name}`, and the currency written after it: a code, or a param holding one.
      .replace(/\{(\w+)\}(?:(?= (?:([A-Z]{3,4})(?![A-Za-z])|\{(\w+)\}))|)/g, (whole, name: string, code, codeParam) => {
        const value = message.params[name];
        if (value === undefined) return whole;
        const currency: string | undefined = code ?? (codeParam ? message.params[codeParam] : undefined);
        if (format && currency && CURRENCY_CODE.test(currency) && AMOUNT.test(value)) {
          return format.amount(value, currency);
        }
        return wordFor(message.kind, name, value, language, format);
      })
      .trim();
  return { title: fill(texts.title[language]), body: fill(texts.body[language]) };
}

export const inboxMessageView = z.object({
  id: z.number().int(),
  kind: z.string(),
  category: z.enum(INBOX_CATEGORIES),
  params: z.record(z.string(), z.string()),
  /** Where in the app the message's subject is (`/records`), or null. */
  link: z.string().nullable(),
  urgent: z.boolean(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageView>;

/** The app asking: only the categories it shows (INBOX_APP_CATEGORIES); without it, every category. */
const inboxApp = z.enum(INBOX_APPS).optional();

export const inboxQuery = z.object({
  app: inboxApp,
  category: z.enum(INBOX_CATEGORIES).optional(),
  /** Only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export type InboxQuery = z.input<typeof inboxQuery>;

export const inboxPageView = z.object({
  rows: z.array(inboxMessageView),
  total: z.number().int(),
  /** Unread messages in all categories. */
  unread: z.number().int(),
});
export const inboxUnreadQuery = z.object({ app: inboxApp });
export const inboxUnreadView = z.object({ unread: z.number().int() });
export const inboxIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** Marks every message read, or those of one category. */
export const inboxReadAllBody = z.object({ app: inboxApp, category: z.enum(INBOX_CATEGORIES).optional() });
export const inboxReadAllView = z.object({ marked: z.number().int(), unread: z.number().int() });

// Operators' announcements: to everyone, or to a segment.
export const ANNOUNCEMENT_AUDIENCES = ['all', 'en', 'zh', 'traders'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
/** An announcement to traders is about trading: the trade app shows it, the mediation portal does not. */
export const announcementCategory = (audience: AnnouncementAudience): InboxCategory =>
  audience === 'traders' ? 'trade' : INBOX_TEXTS.announcement.category;
export const ANNOUNCEMENT_ROLES = ['admin'] as const;
export const ANNOUNCEMENT_LIMITS = { titleMax: 80, bodyMax: 2_000 } as const;

export const announcementBody = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: M.chooseAudience.en }),
  title: z
    .string({ error: MEDIATION_MESSAGES.enterTitle.en })
    .trim()
    .min(1, MEDIATION_MESSAGES.enterTitle.en)
    .max(ANNOUNCEMENT_LIMITS.titleMax, M.titleTooLong.en),
  body: z
    .string({ error: M.enterAnnouncementText.en })
    .trim()
    .min(1, M.enterAnnouncementText.en)
    .max(ANNOUNCEMENT_LIMITS.bodyMax, M.messageTooLong.en),
});
export const announcementView = z.object({
  id: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  title: z.string(),
  body: z.string(),
  recipients: z.number().int(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementView>;
export const announcementsQuery = z.object({ ...pageFields });

// The inbox's part of /api/ws: after `auth`, `inbox.watch` answers with the unread count and pushes it again on every
// change (a new message, one read here or in another tab or device).
export const inboxWsClientMessages = [z.object({ op: z.literal('inbox.watch') })] as const;
export type InboxWsServerMessage = {
  type: 'inbox.unread';
  /** Unread messages the trade app shows (the socket is the trade app's; the portal asks GET /inbox/unread). */
  unread: number;
  /** The message that was just delivered, when one was (an urgent one is raised as a toast). */
  latest?: InboxMessage;
};
