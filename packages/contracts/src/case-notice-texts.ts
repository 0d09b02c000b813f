// What each case notice says, to each party, in both languages: the server's e-mails, and the applicant's inbox
// messages made from them (inbox-mediation.ts). `{{name}}` stands for a notice's param; dates come as ISO strings
// and are written out for the reader.

import { bilingual } from './bilingual.ts';
import english from './case-notice-texts.en.json' with { type: 'json' };
import chinese from './case-notice-texts.zh.json' with { type: 'json' };
import noticesInEnglish from './case-notices.en.json' with { type: 'json' };
import noticesInChinese from './case-notices.zh.json' with { type: 'json' };
import type { Language } from './limits.ts';
import type { CaseNoticeKind, CaseParty } from './mediation-parties.ts';

type Text = { subject: string; body: string };
type Texts = Record<Language, Text>;

type Notices = Partial<Record<CaseNoticeKind, Partial<Record<CaseParty, Text>>>>;

/** Each notice's words for each party, in both languages, from the two resources. */
const noticesInBoth = (en: Notices, zh: Notices) =>
  Object.fromEntries(
    Object.entries(en).map(([kind, parties]) => [
      kind,
      Object.fromEntries(
        Object.entries(parties ?? {}).map(([party, text]) => [
          party,
          { en: text, zh: zh[kind as CaseNoticeKind]?.[party as CaseParty] ?? text },
        ]),
      ),
    ]),
  ) as Record<CaseNoticeKind, Partial<Record<CaseParty, Texts>>>;

/** A notice's words for a party; `undefined` where the kind never goes to that party. */
export const CASE_NOTICE_TEXTS: Record<
  CaseNoticeKind,
  Partial<Record<CaseParty, Texts>>
> = /* @__PURE__ */ noticesInBoth(noticesInEnglish, noticesInChinese);

/** Words for the params that name a choice or a step, in the reader's language. */
export const CASE_NOTICE_WORDS: Record<string, Record<Language, string>> = /* @__PURE__ */ bilingual(english, chinese);
