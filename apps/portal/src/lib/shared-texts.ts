import { defineTexts } from '@platform/ui';
import { featureTexts } from './i18n.ts';
import english from './shared-texts.en.json';
import chinese from './shared-texts.zh.json';

/** Texts of the pieces every page shares (lists, pages, files). */
export const SHARED = featureTexts('shared', defineTexts(english, chinese));
