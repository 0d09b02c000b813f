import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** Texts of the case conversation and settlement proposals, the same for the applicant's and the respondent's page. */
export const CASE_THREAD = featureTexts('caseThread', defineTexts(english, chinese));
