// Messages of two-factor sign-in (TOTP and recovery codes), in both languages.
import { bilingual } from './bilingual.ts';
import english from './messages-two-factor.en.json' with { type: 'json' };
import chinese from './messages-two-factor.zh.json' with { type: 'json' };

export const TWO_FACTOR_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
