// Messages of the mediation portal's domains (mediation, real-name, wallet, feedback, published content), en + zh.
// Spec texts are verbatim (section 5, Reading A's list of messages where the portal shows the same thing).
import { bilingual } from './bilingual.ts';
import english from './messages-mediation.en.json' with { type: 'json' };
import chinese from './messages-mediation.zh.json' with { type: 'json' };

export const MEDIATION_MESSAGES = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;
