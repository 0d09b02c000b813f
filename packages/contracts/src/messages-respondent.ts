// Messages of mediation with both parties (issue 15): the respondent's link and answer, transitions the server
// refuses with their reason, en + zh.
import { bilingual } from './bilingual.ts';
import english from './messages-respondent.en.json' with { type: 'json' };
import chinese from './messages-respondent.zh.json' with { type: 'json' };

export const RESPONDENT_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
