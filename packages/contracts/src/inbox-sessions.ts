// The inbox kind of a sign-in from a new device (issue 28 §9): when, on which device, from which address, and what to do
// if it was not the account's owner. The e-mail of the same notice uses the same words.

import { withTexts } from './bilingual.ts';
import type { InboxKindText } from './inbox.ts';
import english from './inbox-sessions.en.json' with { type: 'json' };
import chinese from './inbox-sessions.zh.json' with { type: 'json' };

export const SESSION_INBOX_TEXTS = /* @__PURE__ */ withTexts(
  {
    'session.newDevice': { category: 'account', urgent: true },
  },
  english,
  chinese,
) satisfies Record<string, InboxKindText>;

export type SessionInboxKind = keyof typeof SESSION_INBOX_TEXTS;
