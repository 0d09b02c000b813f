import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './not-found-texts.en.json';
import chinese from './not-found-texts.zh.json';

export const NOT_FOUND = featureTexts('notFound', defineTexts(english, chinese));
