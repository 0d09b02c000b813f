// Messages of institution follow investing (issue 17 §3), in both languages. The range is the spec's.
import { bilingual } from './bilingual.ts';
import english from './messages-follow.en.json' with { type: 'json' };
import chinese from './messages-follow.zh.json' with { type: 'json' };

export const FOLLOW_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
