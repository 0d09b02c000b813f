import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './settlement-texts.en.json';
import chinese from './settlement-texts.zh.json';

/** Texts of a case's settlement: the applicant's payment confirmation, and where to go when it did not settle. */
export const SETTLEMENT = featureTexts('settlement', defineTexts(english, chinese));
