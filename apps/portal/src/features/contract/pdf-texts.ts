import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './pdf-texts.en.json';
import chinese from './pdf-texts.zh.json';

export const PDF = featureTexts('pdf', defineTexts(english, chinese));
