// Texts of the order ticket, its confirm sheet and result, and the labels the trading records share with it.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const TRADING = featureTexts('trading', defineTexts(english, chinese));
