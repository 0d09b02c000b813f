import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const DEPTH = featureTexts('quoteDepth', defineTexts(english, chinese));
