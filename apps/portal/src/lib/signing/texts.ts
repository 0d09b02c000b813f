import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** Texts of the signing pieces any party's agreement page uses. */
export const SIGNING = featureTexts('signing', defineTexts(english, chinese));
