import { BLOCK_TRADE_MIN_SHARES } from '@platform/contracts';
import { defineTexts, groupDigits } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const BLOCK = featureTexts('blockTrading', defineTexts(english, chinese));

/** The minimum a block order's texts state (`{{blockMinShares}}`), from the contract. */
export const BLOCK_MINIMUM = { blockMinShares: groupDigits(BLOCK_TRADE_MIN_SHARES) };
