// Texts of the trading account's figures, shown on the order ticket, in the trading center and on the assets screen.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const TRADING_ACCOUNT = featureTexts('tradingAccount', defineTexts(english, chinese));
