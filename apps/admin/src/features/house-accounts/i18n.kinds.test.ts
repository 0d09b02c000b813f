// Every kind the contracts name has its text, in both languages: the typecheck compiles this file, so a kind added
// to the contracts without one fails it (the resource stays plain data, with no check left in the bundle).
import { HOUSE_ACCOUNT_KINDS, type HouseAccountKind } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

english.kinds satisfies Record<HouseAccountKind, string>;
chinese.kinds satisfies Record<HouseAccountKind, string>;

describe('texts for every kind the contracts name', () => {
  it.each([['kinds', english.kinds, chinese.kinds, HOUSE_ACCOUNT_KINDS]] as const)(
    '%s',
    (_name, inEnglish, inChinese, kinds) => {
      for (const kind of kinds) {
        expect((inEnglish as Record<string, string>)[kind], kind).toBeTruthy();
        expect((inChinese as Record<string, string>)[kind], kind).toBeTruthy();
      }
    },
  );
});
