// Every kind the contracts name has its text, in both languages: the typecheck compiles this file, so a kind added
// to the contracts without one fails it (the resource stays plain data, with no check left in the bundle).
import { CASE_NOTICE_KINDS, type CaseNoticeKind } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import english from './notices-texts.en.json';
import chinese from './notices-texts.zh.json';

english.kinds satisfies Record<CaseNoticeKind, string>;
chinese.kinds satisfies Record<CaseNoticeKind, string>;

describe('texts for every kind the contracts name', () => {
  it.each([['kinds', english.kinds, chinese.kinds, CASE_NOTICE_KINDS]] as const)(
    '%s',
    (_name, inEnglish, inChinese, kinds) => {
      for (const kind of kinds) {
        expect((inEnglish as Record<string, string>)[kind], kind).toBeTruthy();
        expect((inChinese as Record<string, string>)[kind], kind).toBeTruthy();
      }
    },
  );
});
