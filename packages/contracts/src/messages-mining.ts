// Messages of cloud mining (issue 18 §2), in both languages. The spec's five are verbatim: 'Purchase failed',
// 'Mining failed', 'Insufficient energy, stop mining', 'Purchase successful', 'Mining successful'.
import { bilingual } from './bilingual.ts';
import english from './messages-mining.en.json' with { type: 'json' };
import chinese from './messages-mining.zh.json' with { type: 'json' };

export const MINING_MESSAGES = /* @__PURE__ */ bilingual(english, chinese);
