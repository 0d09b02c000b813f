// Messages of the money domain (ledger, deposits, withdrawals, bank cards, security center), in both languages.
// English texts the spec quotes (section 5 and 8) are verbatim.
import { bilingual } from './bilingual.ts';
import english from './messages-money.en.json' with { type: 'json' };
import chinese from './messages-money.zh.json' with { type: 'json' };

export const MONEY_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
