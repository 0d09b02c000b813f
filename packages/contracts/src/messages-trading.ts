// Messages of the trading center (issue 13), in both languages. 'Please add quantity' is the spec's text (section 5).
import { bilingual } from './bilingual.ts';
import english from './messages-trading.en.json' with { type: 'json' };
import chinese from './messages-trading.zh.json' with { type: 'json' };

export const TRADING_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
