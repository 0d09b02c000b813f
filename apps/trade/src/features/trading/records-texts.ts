// Texts of the trading records: holdings, closed positions, entrusted orders, follow investments.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './records-texts.en.json';
import chinese from './records-texts.zh.json';

export const RECORDS = featureTexts('tradingRecords', defineTexts(english, chinese));
