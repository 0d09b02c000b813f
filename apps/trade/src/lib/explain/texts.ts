// Texts of a figure's working: the button that opens it and its heading.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const WORKING = featureTexts('working', defineTexts(english, chinese));
