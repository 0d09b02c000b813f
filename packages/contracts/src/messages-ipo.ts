// Messages of IPO subscriptions (issue 17 §1), in both languages.
import { bilingual } from './bilingual.ts';
import english from './messages-ipo.en.json' with { type: 'json' };
import chinese from './messages-ipo.zh.json' with { type: 'json' };

export const IPO_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
