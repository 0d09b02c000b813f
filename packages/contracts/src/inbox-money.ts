// The inbox kinds of money movements that a job, an operator or the user causes outside the review queues (issue 27
// §2): a chain deposit credited at its confirmations, a transfer between the user's own accounts, an operator's
// reversal, IPO shares delivered at listing, a robot bought or rented, a mining contract bought and each period paid,
// energy moved, a loan instalment collected or repaid. Every ledger entry type that reaches a user's account is told by
// one of these or by an older kind (the server's money-messages map says which, and a test holds every type to it).

import { withTexts } from './bilingual.ts';
import type { InboxKindText } from './inbox.ts';
import english from './inbox-money.en.json' with { type: 'json' };
import chinese from './inbox-money.zh.json' with { type: 'json' };

export const MONEY_INBOX_TEXTS = /* @__PURE__ */ withTexts(
  {
    'deposit.credited': { category: 'money' },
    'transfer.toTrading': { category: 'money' },
    'transfer.toFunding': { category: 'money' },
    'entry.reversed': { category: 'money', urgent: true },
    'ipo.delivered': { category: 'trade' },
    'robot.bought': { category: 'trade' },
    'robot.rented': { category: 'trade' },
    'mining.purchased': { category: 'trade' },
    'mining.paid': { category: 'trade' },
    'energy.toppedUp': { category: 'money' },
    'energy.refunded': { category: 'money' },
    'loan.collected': { category: 'money' },
    'loan.repaid': { category: 'money' },
  },
  english,
  chinese,
) satisfies Record<string, InboxKindText>;

export type MoneyInboxKind = keyof typeof MONEY_INBOX_TEXTS;
