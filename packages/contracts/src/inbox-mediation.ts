// The applicant's inbox copy of each case notice (issue 15 §5): the same words as the e-mail (case-notice-texts.ts),
// so a notice never says two different things. The respondent has no account, so no inbox: they are told by e-mail.
import { CASE_NOTICE_TEXTS } from './case-notice-texts.ts';
import type { InboxKindText } from './inbox.ts';
import { CASE_NOTICE_KINDS, type CaseNoticeKind } from './mediation-parties.ts';

export type CaseInboxKind = `case.${CaseNoticeKind}`;
export const caseInboxKind = (kind: CaseNoticeKind): CaseInboxKind => `case.${kind}`;

/** `{{name}}` (the mail's placeholders) as the inbox writes them, `{name}`. */
const single = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

/** Each case notice kind that goes to the applicant, as an inbox kind. */
export const CASE_INBOX_TEXTS = Object.fromEntries(
  CASE_NOTICE_KINDS.flatMap((kind) => {
    const texts = CASE_NOTICE_TEXTS[kind].applicant;
    if (!texts) return [];
    const entry: InboxKindText = {
      category: 'mediation',
      title: { en: single(texts.en.subject), zh: single(texts.zh.subject) },
      body: { en: single(texts.en.body), zh: single(texts.zh.body) },
    };
    return [[caseInboxKind(kind), entry]];
  }),
) as Partial<Record<CaseInboxKind, InboxKindText>>;
