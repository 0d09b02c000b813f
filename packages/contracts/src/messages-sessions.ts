// Messages of the sessions page (issue 28 §9), in both languages.
import { bilingual } from './bilingual.ts';
import english from './messages-sessions.en.json' with { type: 'json' };
import chinese from './messages-sessions.zh.json' with { type: 'json' };

export const SESSION_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
