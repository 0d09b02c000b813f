// Messages of price alerts (issue 33 §2), in both languages.
import { bilingual } from './bilingual.ts';
import english from './messages-alerts.en.json' with { type: 'json' };
import chinese from './messages-alerts.zh.json' with { type: 'json' };

export const ALERT_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
