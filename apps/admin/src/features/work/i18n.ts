import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const workText = defineTexts(english, chinese);

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'work', typeof workText>;
