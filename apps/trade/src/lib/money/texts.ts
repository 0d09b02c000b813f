// Texts every money screen shares: accounts, currencies, networks, states and entry types, in both languages.
import type { EntryType } from '@platform/contracts';
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const MONEY = featureTexts('money', defineTexts(english, chinese));

// Every kind the contracts name has its text: a kind added there without one fails the typecheck.
english.entryType satisfies Record<EntryType, string>;
