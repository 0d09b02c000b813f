import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './notes-texts.en.json';
import chinese from './notes-texts.zh.json';

/** The simulator's notes in words: the server sends figures only, and each language words them here. */
export const NOTES = featureTexts('marketNotes', defineTexts(english, chinese));
