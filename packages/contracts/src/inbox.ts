// The inbox (issue 14 §2): one list of messages per user, made from domain events by the server's notifications
// module and from operators' announcements. A message stores its kind and the facts it names (`params`); its words
// come from INBOX_TEXTS here, so each app shows it in the reader's language, and a new feature adds its kinds and
// texts without touching the inbox.

import { listSort } from './admin.ts';
import { bilingual, withTexts } from './bilingual.ts';
import { CASE_NOTICE_WORDS } from './case-notice-texts.ts';
import english from './inbox.en.json' with { type: 'json' };
import chinese from './inbox.zh.json' with { type: 'json' };
import { ALERT_INBOX_TEXTS, type AlertInboxKind } from './inbox-alerts.ts';
import { CASE_INBOX_TEXTS, type CaseInboxKind } from './inbox-mediation.ts';
import { MONEY_INBOX_TEXTS, type MoneyInboxKind } from './inbox-money.ts';
import reasonsInEnglish from './inbox-reasons.en.json' with { type: 'json' };
import reasonsInChinese from './inbox-reasons.zh.json' with { type: 'json' };
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
const ACCOUNT_TEXTS = /* @__PURE__ */ withTexts(
  {
    announcement: { category: 'system' },
    'deposit.approved': { category: 'money' },
    'deposit.rejected': { category: 'money' },
    'withdrawal.approved': { category: 'money' },
    'withdrawal.rejected': { category: 'money' },
    'kyc.approved': { category: 'kyc' },
    'kyc.rejected': { category: 'kyc' },
    'block.approved': { category: 'trade' },
    'block.rejected': { category: 'trade' },
    'ipo.allotted': { category: 'trade' },
    'ipo.notAllotted': { category: 'trade' },
    'follow.settled': { category: 'trade' },
    'robot.expired': { category: 'trade' },
    'loan.approved': { category: 'money' },
    'loan.rejected': { category: 'money' },
    'loan.overdue': { category: 'money', urgent: true },
    'loan.closed': { category: 'money' },
    'mining.paused': { category: 'trade', urgent: true },
    'mining.success': { category: 'trade' },
    'mining.failure': { category: 'trade' },
    'order.filled': { category: 'trade' },
    'order.ended': { category: 'trade' },
    'position.closed': { category: 'trade' },
    'margin.call': { category: 'trade', urgent: true },
    'feedback.answered': { category: 'support' },
    'support.reply': { category: 'support' },
  },
  english,
  chinese,
) satisfies Record<string, InboxKindText>;

/** Each kind's category and words; `{name}` is filled from the message's params. */
export const INBOX_TEXTS: Readonly<
  Record<keyof typeof ACCOUNT_TEXTS | MoneyInboxKind | SessionInboxKind | AlertInboxKind, InboxKindText>
> &
  Partial<Record<CaseInboxKind, InboxKindText>> = {
  ...ACCOUNT_TEXTS,
  ...MONEY_INBOX_TEXTS,
  ...SESSION_INBOX_TEXTS,
  ...ALERT_INBOX_TEXTS,
  ...CASE_INBOX_TEXTS,
};

export type InboxKind = keyof typeof ACCOUNT_TEXTS | MoneyInboxKind | SessionInboxKind | AlertInboxKind | CaseInboxKind;
export const INBOX_KINDS = Object.keys(INBOX_TEXTS) as InboxKind[];

/** Reasons the server records in English words, named in the reader's language. */
const REASONS: Record<string, Text> = /* @__PURE__ */ bilingual(reasonsInEnglish, reasonsInChinese);

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
/** Sent announcements' sortable columns. */
export const ANNOUNCEMENT_SORTS = ['createdAt', 'recipients'] as const;
export const announcementsQuery = z.object({ ...pageFields, sort: listSort(ANNOUNCEMENT_SORTS) });

// The inbox's part of /api/ws: after `auth`, `inbox.watch` answers with the unread count of the app that watches
// (the trade app unless it names another) and pushes it again on every change (a new message, one read here or in
// another tab or device).
export const inboxWsClientMessages = [z.object({ op: z.literal('inbox.watch'), app: inboxApp })] as const;
export type InboxWsServerMessage = {
  type: 'inbox.unread';
  /** Unread messages the watching app shows. */
  unread: number;
  /** The message that was just delivered, when one was (an urgent one is raised as a toast). */
  latest?: InboxMessage;
};
