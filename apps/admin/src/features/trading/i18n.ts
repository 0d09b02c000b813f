import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `trading` key: the trading back office (settings per class, orders, positions, exposure).

export const tradingText = defineTexts(english, chinese);
