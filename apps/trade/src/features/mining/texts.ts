// Texts of cloud mining: the products with the formula, fees, term and risks, the preview shown before buying, the
// energy balance and its top-up, the user's contracts in each state and a contract's page with every settled period.
// The spec's five messages come from the contracts' catalogue (MINING_MESSAGES), not from here.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const MINING = featureTexts('mining', defineTexts(english, chinese));
