import type { HouseAccountKind } from '@platform/contracts';
import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const houseAccountsText = defineTexts(english, chinese);

// Every kind the contracts name has its text: a kind added there without one fails the typecheck.
english.kinds satisfies Record<HouseAccountKind, string>;

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'houseAccounts', typeof houseAccountsText>;
