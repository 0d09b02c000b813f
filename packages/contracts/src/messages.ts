import { bilingual } from './bilingual.ts';
import english from './messages.en.json' with { type: 'json' };
import chinese from './messages.zh.json' with { type: 'json' };
import { ALERT_MESSAGES } from './messages-alerts.ts';
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
  .../* @__PURE__ */ bilingual(english, chinese),
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
  ...ALERT_MESSAGES,
} satisfies Record<string, { en: string; zh: string }>;

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
