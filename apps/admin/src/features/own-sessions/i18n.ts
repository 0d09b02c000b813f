import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// The page's frame; the list's own words are the shared `sessions` texts (@platform/ui).

export const ownSessionsText = defineTexts(english, chinese);

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'ownSessions', typeof ownSessionsText>;
