// Messages of loans (issue 18 §3), in both languages.
import { bilingual } from './bilingual.ts';
import english from './messages-loans.en.json' with { type: 'json' };
import chinese from './messages-loans.zh.json' with { type: 'json' };

export const LOAN_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
