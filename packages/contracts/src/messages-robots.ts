// Messages of AI trading robots (issue 18 §1), in both languages: refusals (each on its field), confirmations, the
// strategies' rules in plain words and the backtest's label.
import { bilingual } from './bilingual.ts';
import english from './messages-robots.en.json' with { type: 'json' };
import chinese from './messages-robots.zh.json' with { type: 'json' };

export const ROBOT_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
