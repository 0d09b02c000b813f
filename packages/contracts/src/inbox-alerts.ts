// The inbox kinds of a fired price alert (issue 33 §2): one per condition, each naming the price it fired at. Urgent,
// so the trade app raises it as a toast on whatever screen is open; its e-mail uses the same words.

import { withTexts } from './bilingual.ts';
import type { InboxKindText } from './inbox.ts';
import english from './inbox-alerts.en.json' with { type: 'json' };
import chinese from './inbox-alerts.zh.json' with { type: 'json' };

export const ALERT_INBOX_TEXTS = /* @__PURE__ */ withTexts(
  {
    'alert.above': { category: 'trade', urgent: true },
    'alert.below': { category: 'trade', urgent: true },
    'alert.move': { category: 'trade', urgent: true },
  },
  english,
  chinese,
) satisfies Record<string, InboxKindText>;

export type AlertInboxKind = keyof typeof ALERT_INBOX_TEXTS;
