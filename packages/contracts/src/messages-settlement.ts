// Messages of a mediation settlement (issue 27 §5): who signs, how the agreed payment is made, and the applicant's
// confirmation that it arrived; the payout destination (bank account or crypto address). en + zh.
import { bilingual } from './bilingual.ts';
import english from './messages-settlement.en.json' with { type: 'json' };
import chinese from './messages-settlement.zh.json' with { type: 'json' };

export const SETTLEMENT_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
