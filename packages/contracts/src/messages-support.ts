// The support chat's messages, in both languages; spread into MESSAGES. The first is the spec's text, verbatim.
import { bilingual } from './bilingual.ts';
import english from './messages-support.en.json' with { type: 'json' };
import chinese from './messages-support.zh.json' with { type: 'json' };

export const SUPPORT_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
