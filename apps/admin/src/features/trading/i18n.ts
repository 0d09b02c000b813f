import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `trading` key: the trading back office (settings per class, orders, positions, exposure).

export const tradingText = defineTexts(english, chinese);

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'trading', typeof tradingText>;
