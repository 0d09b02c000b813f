// Every kind the contracts name has its text, in both languages: the typecheck compiles this file, so a kind added
// to the contracts without one fails it (the resource stays plain data, with no check left in the bundle).
import {
  CURRENCIES,
  type Currency,
  ENTRY_TYPES,
  type EntryType,
  ROBOT_STRATEGIES,
  ROLES,
  type RobotStrategy,
  type Role,
} from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { MARKET_WORDS, MEDIATION_WORDS, MONEY_WORDS, ROBOT_WORDS } from './vocabulary.ts';

const english = { ...MONEY_WORDS.en, ...MARKET_WORDS.en, ...MEDIATION_WORDS.en, ...ROBOT_WORDS.en };
const chinese = { ...MONEY_WORDS.zh, ...MARKET_WORDS.zh, ...MEDIATION_WORDS.zh, ...ROBOT_WORDS.zh };

english.entryTypes satisfies Record<EntryType, string>;
chinese.entryTypes satisfies Record<EntryType, string>;
english.currencies satisfies Record<Currency, string>;
chinese.currencies satisfies Record<Currency, string>;
english.operatorRoles satisfies Record<Role, string>;
chinese.operatorRoles satisfies Record<Role, string>;
english.robotStrategies satisfies Record<RobotStrategy, string>;
chinese.robotStrategies satisfies Record<RobotStrategy, string>;

describe('texts for every kind the contracts name', () => {
  it.each([
    ['entryTypes', english.entryTypes, chinese.entryTypes, ENTRY_TYPES],
    ['currencies', english.currencies, chinese.currencies, CURRENCIES],
    ['operatorRoles', english.operatorRoles, chinese.operatorRoles, ROLES],
    ['robotStrategies', english.robotStrategies, chinese.robotStrategies, ROBOT_STRATEGIES],
  ] as const)('%s', (_name, inEnglish, inChinese, kinds) => {
    for (const kind of kinds) {
      expect((inEnglish as Record<string, string>)[kind], kind).toBeTruthy();
      expect((inChinese as Record<string, string>)[kind], kind).toBeTruthy();
    }
  });
});
