// Messages of the inbox and operators' announcements (issue 14 §2), in both languages. (A missing title is the
// portal publishing's 'Please enter the title'.)
import { bilingual } from './bilingual.ts';
import english from './messages-inbox.en.json' with { type: 'json' };
import chinese from './messages-inbox.zh.json' with { type: 'json' };

export const INBOX_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
