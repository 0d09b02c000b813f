// Texts of loans: the products and their calculator (the server's full schedule before applying), the confirm
// dialog, the user's applications and loans, one loan's schedule with its repayments.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const LOANS = featureTexts('loans', defineTexts(english, chinese));
