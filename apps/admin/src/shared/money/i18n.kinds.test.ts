// Every kind the contracts name has its text, in both languages: the typecheck compiles this file, so a kind added
// to the contracts without one fails it (the resource stays plain data, with no check left in the bundle).
import { ACCOUNT_KINDS, type AccountKind, CAUSE_TYPES, type CauseType } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

english.accountKinds satisfies Record<AccountKind, string>;
chinese.accountKinds satisfies Record<AccountKind, string>;
english.causes satisfies Record<CauseType, string>;
chinese.causes satisfies Record<CauseType, string>;

describe('texts for every kind the contracts name', () => {
  it.each([
    ['accountKinds', english.accountKinds, chinese.accountKinds, ACCOUNT_KINDS],
    ['causes', english.causes, chinese.causes, CAUSE_TYPES],
  ] as const)('%s', (_name, inEnglish, inChinese, kinds) => {
    for (const kind of kinds) {
      expect((inEnglish as Record<string, string>)[kind], kind).toBeTruthy();
      expect((inChinese as Record<string, string>)[kind], kind).toBeTruthy();
    }
  });
});
