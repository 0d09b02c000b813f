import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `announcements` key: operators' announcements to every customer's inbox, or a segment's.

export const announcementsText = defineTexts(english, chinese);

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'announcements', typeof announcementsText>;
