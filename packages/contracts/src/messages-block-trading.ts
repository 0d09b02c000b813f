// Messages of block trading (issue 17 §2), in both languages.
import { bilingual } from './bilingual.ts';
import english from './messages-block-trading.en.json' with { type: 'json' };
import chinese from './messages-block-trading.zh.json' with { type: 'json' };

export const BLOCK_TRADING_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
