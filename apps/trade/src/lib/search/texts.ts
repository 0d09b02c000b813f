// Texts of the instrument search that every screen's header opens.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const SEARCH = featureTexts('search', defineTexts(english, chinese));
