import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './statistics-texts.en.json';
import chinese from './statistics-texts.zh.json';

export const STATS = featureTexts('stats', defineTexts(english, chinese));
